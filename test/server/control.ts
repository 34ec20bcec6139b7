// HTTP control surface under /__control, so another process (the browser sandbox, e2e runs)
// can drive the server. Loopback test tool: no auth, not logged, not rate limited.
import { parseFaultSpec } from './faults';
import { jsonReply, type Json, type Reply } from './http-utils';
import { CLICK_DIMENSIONS } from './store';
import type { ReferenceServer, SeededClick } from './types';

/** What the control surface drives: the server's own test methods. */
export type ControlTarget = Omit<ReferenceServer, 'url' | 'port' | 'dialect' | 'close'>;

function parseJson(text: string): unknown {
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

const OK: Json = { ok: true };

/** `[{linkId | alias, at, browser?, …}]` as `seedClicks` takes it, or what is wrong with it. */
function parseSeededClicks(parsed: unknown): SeededClick[] | string {
  if (!Array.isArray(parsed)) return 'a JSON array of clicks: [{"linkId" or "alias", "at", "browser", …}]';
  const clicks: SeededClick[] = [];
  for (const [index, item] of parsed.entries()) {
    if (typeof item !== 'object' || item === null) return `click ${index} is not an object`;
    const o = item as Record<string, unknown>;
    const { linkId, alias, at } = o;
    if (typeof linkId !== 'number' && typeof alias !== 'string') return `click ${index} needs linkId or alias`;
    if (typeof at !== 'number' && typeof at !== 'string') return `click ${index} needs at (ISO-8601 or epoch ms)`;
    const click: SeededClick = { at, ...(typeof linkId === 'number' ? { linkId } : { alias: String(alias) }) };
    for (const name of CLICK_DIMENSIONS) {
      const value = o[name];
      if (value !== undefined && value !== null && typeof value !== 'string')
        return `click ${index}: ${name} must be a string or null`;
      if (typeof value === 'string') click[name] = value;
    }
    clicks.push(click);
  }
  return clicks;
}

export function handleControl(target: ControlTarget, method: string, path: string, body: string): Reply {
  if (path === '/__control/faults' && method === 'POST') {
    const spec = parseFaultSpec(parseJson(body));
    if (typeof spec === 'string') return jsonReply(400, { message: spec });
    target.addFault(spec);
    return jsonReply(200, OK);
  }
  if (path === '/__control/faults' && method === 'DELETE') {
    target.clearFaults();
    return jsonReply(200, OK);
  }
  if (path === '/__control/held' && method === 'GET') {
    return jsonReply(200, { held: target.heldCount() });
  }
  if (path === '/__control/held' && method === 'DELETE') {
    return jsonReply(200, { released: target.releaseHeld() });
  }
  if (path === '/__control/hanging' && method === 'DELETE') {
    return jsonReply(200, { ended: target.endHanging() });
  }
  if (path === '/__control/reset' && method === 'POST') {
    target.reset();
    return jsonReply(200, OK);
  }
  if (path === '/__control/requests' && method === 'GET') {
    const log = target.requests().map((r): Json => ({
      method: r.method,
      path: r.path,
      query: r.query,
      form: r.form,
      params: r.params,
      bodyType: r.bodyType,
      headers: r.headers,
      at: r.at,
      ...(r.status !== undefined ? { status: r.status } : {}),
    }));
    return jsonReply(200, log);
  }
  if (path === '/__control/requests' && method === 'DELETE') {
    target.clearRequests();
    return jsonReply(200, OK);
  }
  if (path === '/__control/rate-limit' && method === 'POST') {
    const parsed = parseJson(body);
    const spec = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    const { limit, windowMs, reset } = spec;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)
      return jsonReply(400, { message: 'limit must be a whole number' });
    if (windowMs !== undefined && (typeof windowMs !== 'number' || windowMs <= 0))
      return jsonReply(400, { message: 'windowMs must be a positive number' });
    if (reset !== undefined && reset !== 'on-429' && reset !== 'always')
      return jsonReply(400, { message: 'reset must be on-429 or always' });
    target.setRateLimit(limit, {
      ...(windowMs !== undefined ? { windowMs } : {}),
      ...(reset !== undefined ? { reset } : {}),
    });
    return jsonReply(200, OK);
  }
  const defaults = /^\/__control\/accounts\/(\d+)\/defaults$/.exec(path);
  if (defaults?.[1] && method === 'PUT') {
    const parsed = parseJson(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return jsonReply(400, { message: 'a JSON object of default_domain, default_space, default_stats' });
    try {
      target.setAccountDefaults(Number(defaults[1]), parsed);
    } catch (e) {
      return jsonReply(400, { message: e instanceof Error ? e.message : String(e) });
    }
    return jsonReply(200, OK);
  }
  if (path === '/__control/clicks' && method === 'POST') {
    const seeded = parseSeededClicks(parseJson(body));
    if (typeof seeded === 'string') return jsonReply(400, { message: seeded });
    try {
      target.seedClicks(seeded);
    } catch (e) {
      return jsonReply(400, { message: e instanceof Error ? e.message : String(e) });
    }
    return jsonReply(200, { ok: true, recorded: seeded.length });
  }
  const clicks = /^\/__control\/links\/(\d+)\/clicks$/.exec(path);
  if (clicks?.[1] && method === 'POST') {
    const parsed = parseJson(body);
    const n = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).n : undefined;
    if (typeof n !== 'number' || !Number.isInteger(n)) return jsonReply(400, { message: 'n must be an integer' });
    try {
      target.addClicks(Number(clicks[1]), n);
    } catch (e) {
      return jsonReply(404, { message: e instanceof Error ? e.message : String(e) });
    }
    return jsonReply(200, OK);
  }
  const override = /^\/__control\/(links|spaces)\/(\d+)\/answer$/.exec(path);
  if (override?.[1] && override[2] && method === 'PUT') {
    const parsed = parseJson(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return jsonReply(400, { message: 'a JSON object of the fields to answer instead' });
    target.overrideRecord(override[1] as 'links' | 'spaces', Number(override[2]), parsed as Record<string, Json>);
    return jsonReply(200, OK);
  }
  return jsonReply(404, { message: `No control route ${method} ${path}` });
}
