import { describe, expect, it } from 'vitest';
import { parseSandboxArgs } from '../../tools/lib/sandbox-args';

describe('npm start arguments', () => {
  it('serves one classic server when nothing is asked', () => {
    expect(parseSandboxArgs([])).toEqual({ two: false, server: {} });
  });

  it('takes the dialect flags for the one server', () => {
    expect(
      parseSandboxArgs(['--dialect', 'current', '--plan-off', 'links,pixels', '--timezone', 'Europe/Berlin']),
    ).toEqual({
      two: false,
      server: { dialect: 'current', plan: { features: { links: 0, pixels: 0 } }, timezone: 'Europe/Berlin' },
    });
  });

  it('--two serves both dialects; plan and timezone still apply (to the current one)', () => {
    expect(parseSandboxArgs(['--two'])).toEqual({ two: true, server: {} });
    expect(parseSandboxArgs(['--plan-off', 'spaces', '--two', '--timezone', 'Asia/Tokyo'])).toEqual({
      two: true,
      server: { plan: { features: { spaces: 0 } }, timezone: 'Asia/Tokyo' },
    });
  });

  it('says what is wrong instead of guessing', () => {
    expect(parseSandboxArgs(['--two', '--dialect', 'current'])).toBe(
      '--two serves one server of each dialect; leave out --dialect',
    );
    expect(parseSandboxArgs(['--dialect', 'modern'])).toBe('--dialect must be classic or current');
    expect(parseSandboxArgs(['--timezone'])).toBe('--timezone needs a value');
    expect(parseSandboxArgs(['--three'])).toBe('unknown argument --three');
    expect(parseSandboxArgs(['--plan-off', 'teleport'])).toMatch(/^unknown plan feature teleport/);
  });
});
