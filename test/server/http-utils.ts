// Thin helpers over node:http: reading a request into plain data, writing a Reply back.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonBody, parsePhpForm, type InputObject } from './input';

/** Every handler answers with one of these; the pipeline adds CORS and rate-limit headers. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, Json>;

export function jsonReply(status: number, body: Json, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function htmlReply(status: number, html: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=UTF-8', ...headers }, body: html };
}

const MAX_BODY_BYTES = 1_000_000;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function bodyKind(contentType: string | undefined): 'form' | 'json' | 'other' {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  return 'other';
}

/** Form or JSON; multipart (and anything else) is no input, as PHP leaves PUT multipart unparsed. */
export function parseBody(contentType: string | undefined, text: string): InputObject {
  const kind = bodyKind(contentType);
  if (kind === 'form') return parsePhpForm(text);
  if (kind === 'json') return parseJsonBody(text);
  return parsePhpForm('');
}

/** How a request's body was sent, for the request log. */
export function bodyType(contentType: string | undefined, text: string): 'form' | 'json' | 'none' | 'other' {
  return text === '' ? 'none' : bodyKind(contentType);
}

/** Laravel's expectsJson(): an Accept that mentions json, or an XHR. */
export function wantsJson(req: IncomingMessage): boolean {
  const accept = (req.headers.accept ?? '').toLowerCase();
  return accept.includes('/json') || accept.includes('+json') || req.headers['x-requested-with'] === 'XMLHttpRequest';
}

export function headerRecord(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // The log is readable by anyone driving the server: never keep a key in it.
  out.authorization = req.headers.authorization ? 'Bearer ***' : '(none)';
  return out;
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': String(Buffer.byteLength(reply.body)) });
  res.end(reply.body);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
