import { describe, expect, it } from 'vitest';
import { originPatternOf, checkTransport, needsInsecureChoice } from '../../../lib/connection';

describe('which servers may receive the key', () => {
  it.each([
    ['https://s.example', false, { ok: true, insecure: false }],
    ['http://127.0.0.1:8787', false, { ok: true, insecure: false }],
    ['http://localhost:3000/short', false, { ok: true, insecure: false }],
    ['http://[::1]:8080', false, { ok: true, insecure: false }],
    ['http://s.example', true, { ok: true, insecure: true }],
    ['http://192.168.1.20', true, { ok: true, insecure: true }],
  ])('%s (allow HTTP: %s) is accepted', (url, allow, verdict) => {
    expect(checkTransport(url, allow)).toEqual(verdict);
  });

  it.each(['http://s.example', 'http://192.168.1.20', 'http://127.0.0.1.nip.io'])(
    '%s over plain HTTP is refused unless the user allows it',
    (url) => {
      const transport = checkTransport(url, false);
      expect(transport.ok).toBe(false);
      expect(transport.ok ? '' : transport.reason).toContain('clear text');
      expect(needsInsecureChoice(url)).toBe(true);
    },
  );

  it('does not offer the choice where it means nothing', () => {
    expect(needsInsecureChoice('https://s.example')).toBe(false);
    expect(needsInsecureChoice('http://localhost:8787')).toBe(false);
  });
});

describe('host permission pattern', () => {
  it('is scheme and host only: no port (Firefox rejects it), no path', () => {
    expect(originPatternOf('http://127.0.0.1:8787')).toBe('http://127.0.0.1/*');
    expect(originPatternOf('https://s.example/short')).toBe('https://s.example/*');
    expect(originPatternOf('http://[::1]:8080')).toBe('http://[::1]/*');
  });
});
