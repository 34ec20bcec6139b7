import { describe, expect, it } from 'vitest';
import { loopbackIn } from '../../tools/store/loopback-check';

describe('what no store picture may show', () => {
  it('finds the loopback address and any address with a port', () => {
    expect(loopbackIn('Connected to http://127.0.0.1:8787 now')).toContain('127.0.0.1');
    expect(loopbackIn('see http://localhost/x')).toContain('localhost');
    expect(loopbackIn('short link https://go.example.com:8443/spring')).toContain('go.example.com:8443');
  });

  it('lets the public addresses of the pictures through, colons of times and prose included', () => {
    const shown = 'https://go.example.com/spring → https://www.example.com/blog/ten-years?x=1 at 10:30: Done';
    expect(loopbackIn(shown)).toBeNull();
  });
});
