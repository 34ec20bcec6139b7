// A tiny HTTP client for the reference server's own tests: real requests, JSON bodies as records.
import type { ReferenceServer } from './types';

export interface CallOptions {
  key?: string | null;
  form?: Record<string, string> | string;
  json?: unknown;
  accept?: boolean;
  headers?: Record<string, string>;
}

export async function call(
  server: ReferenceServer,
  key: string,
  method: string,
  path: string,
  o: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.accept !== false) headers.Accept = 'application/json';
  if (o.key !== null) headers.Authorization = `Bearer ${o.key ?? key}`;
  let body: string | undefined;
  if (o.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = typeof o.form === 'string' ? o.form : new URLSearchParams(o.form).toString();
  } else if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.json);
  }
  return fetch(`${server.url}${path}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body !== undefined ? { body } : {}),
  });
}

/** Parsed JSON body as a plain record (tests inspect it field by field). */
export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

export async function data(res: Response): Promise<Record<string, unknown>> {
  return (await json(res)).data as Record<string, unknown>;
}

/** The field names of a 422's `message` object, sorted. */
export async function failedFields(res: Response): Promise<string[]> {
  return Object.keys((await json(res)).message as object).sort();
}
