// Browser, operating system and device of a visitor, read from its User-Agent the way a current
// phpShort's statistics name them: the names of its own targeting lists (target-keys.ts), so that
// a top list's values are the keys a user could target. A small parser, not a complete one: it knows
// the common browsers and systems and answers null for anything else (bots, curl, an empty header).

export interface UserAgentParts {
  browser: string | null;
  operating_system: string | null;
  device: string | null;
}

/** First match wins: Edge and Opera announce Chrome too, Chrome announces Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS before OS X (an iPhone says "like Mac OS X"), Android and Chrome OS before Linux. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'Chrome OS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'OS X'],
  [/\bUbuntu\b/, 'Ubuntu'],
  [/\bLinux\b/, 'Linux'],
];

const DESKTOP_SYSTEMS: ReadonlySet<string> = new Set(['Windows', 'Chrome OS', 'OS X', 'Ubuntu', 'Linux']);

function firstName(ua: string, table: readonly [RegExp, string][]): string | null {
  return table.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

/** An Android phone says "Mobile", an Android tablet does not; iPads and "Tablet" are tablets. */
function deviceOf(ua: string, system: string | null): string | null {
  if (/\biPad\b|\bTablet\b/.test(ua) || (system === 'Android' && !/\bMobile\b/.test(ua))) return 'tablet';
  if (/\b(?:iPhone|iPod)\b|\bMobile\b/.test(ua)) return 'mobile';
  return system !== null && DESKTOP_SYSTEMS.has(system) ? 'desktop' : null;
}

export function parseUserAgent(header: string | undefined): UserAgentParts {
  const ua = header ?? '';
  const system = firstName(ua, SYSTEMS);
  return { browser: firstName(ua, BROWSERS), operating_system: system, device: deviceOf(ua, system) };
}
