import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReferenceServer, type ReferenceServer } from './index';
import { call as callWith, data, json, type CallOptions } from './test-client';

const KEY = 'f'.repeat(64);
let s: ReferenceServer;
const call = (method: string, path: string, o?: CallOptions): Promise<Response> => callWith(s, KEY, method, path, o);
const linkCount = async (): Promise<number> => ((await json(await call('GET', '/api/v1/links'))).data as []).length;

beforeAll(async () => {
  s = await startReferenceServer({ apiKeys: [KEY], rateLimitPerMinute: 10_000, titleFetch: false });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  s.reset();
});

describe('faults of a hostile or broken server', () => {
  it('redirect: a 302 to any address, the request not processed', async () => {
    s.addFault({ redirect: 'http://127.0.0.1:9/elsewhere', times: 1, match: { method: 'POST' } });
    const moved = await call('POST', '/api/v1/links', { form: { url: 'https://a.example' } });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('http://127.0.0.1:9/elsewhere');
    expect(await linkCount()).toBe(0);
  });

  it('hugeBody: streams that many bytes of never-valid JSON and logs how many it wrote', async () => {
    s.addFault({ hugeBody: 300_000, times: 1 });
    const text = await (await call('GET', '/api/v1/links')).text();
    expect(text).toHaveLength(300_000);
    expect(text.startsWith('{"data":"xxx')).toBe(true);
    await vi.waitFor(() => expect(s.requests()[0]?.bodyBytes).toBe(300_000));
  });

  it('stallAfterHeaders: the headers come, the body never does', async () => {
    s.addFault({ stallAfterHeaders: true, times: 1 });
    const stalled = await call('GET', '/api/v1/links');
    expect(stalled.status).toBe(200);
    expect(stalled.headers.get('content-type')).toBe('application/json');
    const reader = stalled.body?.getReader();
    const first = reader?.read();
    const outcome = await Promise.race([first, new Promise((resolve) => setTimeout(resolve, 150, 'still waiting'))]);
    expect(outcome).toBe('still waiting');
    await reader?.cancel();
  });

  it('dropMidBody: half the announced body, then the socket is destroyed', async () => {
    s.addFault({ dropMidBody: true, times: 1 });
    const cut = await call('GET', '/api/v1/links/1');
    expect(cut.status).toBe(200);
    expect(Number(cut.headers.get('content-length'))).toBeGreaterThan(400);
    await expect(cut.text()).rejects.toThrow();
    expect(cut.status).toBe(200);
  });

  it('wrongContentType: the given text, labelled application/json', async () => {
    s.addFault({ wrongContentType: '<p>hello</p>', times: 1 });
    const labelled = await call('GET', '/api/v1/links');
    expect(labelled.headers.get('content-type')).toBe('application/json');
    expect(await labelled.text()).toBe('<p>hello</p>');
  });

  it("proxyHtml: a gateway's HTML error page without CORS, the request not processed", async () => {
    s.addFault({ proxyHtml: 502, times: 1 });
    const page = await call('POST', '/api/v1/links', { form: { url: 'https://a.example' } });
    expect(page.status).toBe(502);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(await page.text()).toContain('<title>502 Bad Gateway</title>');
    expect(await linkCount()).toBe(0);
  });

  it('storeThenHang: the create stores its link, then no answer comes; the next create answers', async () => {
    s.addFault({ storeThenHang: true, times: 1, match: { method: 'POST', path: '/api/v1/links' } });
    const controller = new AbortController();
    const hung = fetch(`${s.url}/api/v1/links`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` },
      body: new URLSearchParams({ url: 'https://stored.example', alias: 'kept' }),
      signal: controller.signal,
    }).then(
      () => 'answered',
      () => 'no answer',
    );
    await vi.waitFor(async () => expect(await linkCount()).toBe(1));
    const stored = (await json(await call('GET', '/api/v1/links'))).data as { alias: string }[];
    expect(stored.map((l) => l.alias)).toEqual(['kept']);
    expect(s.requests()[0]?.method).toBe('POST');
    expect(s.requests()[0]?.status).toBeUndefined();
    const again = await call('POST', '/api/v1/links', { form: { url: 'https://next.example' } });
    expect(again.status).toBe(201);
    expect((await data(again)).url).toBe('https://next.example');
    // Still no answer to the first: the client gives up, as its timeout would.
    controller.abort();
    expect(await hung).toBe('no answer');
  });

  it('endHanging (and DELETE /__control/hanging): half the answer, then the connection breaks', async () => {
    const hangOnce = () =>
      s.addFault({ storeThenHang: true, times: 1, match: { method: 'POST', path: '/api/v1/links' } });
    const create = (alias: string) =>
      fetch(`${s.url}/api/v1/links`, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` },
        body: new URLSearchParams({ url: 'https://stored.example', alias }),
      }).then(
        (response) =>
          response.text().then(
            () => 'whole answer',
            () => `${String(response.status)}, then the connection broke`,
          ),
        () => 'no answer',
      );
    hangOnce();
    const first = create('one');
    await vi.waitFor(async () => expect(await linkCount()).toBe(1));
    expect(s.endHanging()).toBe(1);
    expect(await first).toBe('201, then the connection broke');

    hangOnce();
    const second = create('two');
    await vi.waitFor(async () => expect(await linkCount()).toBe(2));
    const ended = await call('DELETE', '/__control/hanging');
    expect(await ended.json()).toEqual({ ended: 1 });
    expect(await second).toBe('201, then the connection broke');
    expect(s.endHanging()).toBe(0);
  });

  it('refuses malformed new kinds over the control surface', async () => {
    for (const bad of [{ redirect: 'ftp://x' }, { proxyHtml: 404 }, { hugeBody: -1 }, { storeThenHang: 'yes' }]) {
      const added = await fetch(`${s.url}/__control/faults`, { method: 'POST', body: JSON.stringify(bad) });
      expect(added.status).toBe(400);
    }
    const good = await fetch(`${s.url}/__control/faults`, {
      method: 'POST',
      body: JSON.stringify({ proxyHtml: 503, times: 1 }),
    });
    expect(good.status).toBe(200);
    expect((await call('GET', '/api/v1/links')).status).toBe(503);
  });
});

describe('the CLI with --faults', () => {
  it('starts with the faults given, each for its count', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const faults = JSON.stringify([{ proxyHtml: 503, times: 1, match: { path: '/api/v1/links' } }]);
    const child = spawn(
      `${root}node_modules/.bin/tsx`,
      ['test/server/cli.ts', '--port', '0', '--key', KEY, '--faults', faults],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /listening on (http:\/\/\S+)/.exec(out);
          if (found?.[1]) resolve(found[1]);
        });
        child.on('exit', (code) => reject(new Error(`cli exited with ${String(code)}: ${out}`)));
      });
      const get = (): Promise<Response> =>
        fetch(`${url}/api/v1/links`, { headers: { Accept: 'application/json', Authorization: `Bearer ${KEY}` } });
      expect((await get()).status).toBe(503);
      expect((await get()).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('refuses a malformed --faults value at startup', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(
      `${root}node_modules/.bin/tsx`,
      ['test/server/cli.ts', '--port', '0', '--faults', '{"proxyHtml":404}'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(err).toContain('proxyHtml must be a 5xx status');
  });
});
