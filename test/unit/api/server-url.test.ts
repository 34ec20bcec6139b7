import { describe, expect, it } from 'vitest';
import { isLoopbackHost, normaliseServerUrl } from '../../../lib/api';
import { useReferenceServer } from '../support/reference-server';

describe('normaliseServerUrl', () => {
  it.each([
    ['https://s.example', 'https://s.example'],
    ['https://s.example/', 'https://s.example'],
    ['https://s.example///', 'https://s.example'],
    ['https://s.example/api/v1', 'https://s.example'],
    ['https://s.example/api/v1/', 'https://s.example'],
    ['https://s.example/api/v1/links?page=2', 'https://s.example'],
    ['  s.example  ', 'https://s.example'],
    ['s.example/short/', 'https://s.example/short'],
    ['localhost:8787', 'http://localhost:8787'],
    ['127.0.0.1:8787/api/v1', 'http://127.0.0.1:8787'],
    ['HTTP://S.EXAMPLE/Sub#x', 'http://s.example/Sub'],
  ])('%s → %s', (typed, expected) => {
    expect(normaliseServerUrl(typed)).toEqual({ ok: true, url: expected });
  });

  it.each([
    [''],
    ['   '],
    ['ftp://s.example'],
    ['https://'],
    ['https://user:pw@s.example'],
    ['hello world'],
    ['https://hello world'],
    ['https://s.example/short links'],
    ['https://hello%20world'],
    ['https://s..example'],
    ['https://-s.example'],
  ])('refuses %j with a reason', (typed) => {
    const result = normaliseServerUrl(typed);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^[A-Z].+\.$/);
  });

  it('says a typed space is what is wrong', () => {
    expect(normaliseServerUrl('hello world')).toEqual({
      ok: false,
      reason: 'A server address has no spaces. Enter something like https://s.example.',
    });
  });

  it.each([
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['intranet_short', 'https://intranet_short'],
    ['bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts the host %s', (typed, expected) => {
    expect(normaliseServerUrl(typed)).toEqual({ ok: true, url: expected });
  });

  it('knows loopback hosts', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['s.example', '10.0.0.1', 'localhost.example'].some(isLoopbackHost)).toBe(false);
  });
});

describe('a pasted API address still reaches the API', () => {
  const api = useReferenceServer();
  it('drops /api/v1/ and never sends a trailing slash', async () => {
    const client = api.client({ serverUrl: `${api.server.url}/api/v1/` });
    expect(client.serverUrl).toBe(api.server.url);
    await client.spaces.list();
    expect(api.server.requests()[0]?.path).toBe('/api/v1/spaces');
  });
});
