import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messageNameMisuses } from '../../tools/i18n/message-name-uses';

/** A small project with the uses the renaming of message names must not meet, and ones it may. */
const project = mkdtempSync(join(tmpdir(), 'message-name-uses-'));
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext' } }),
  'lib/messages.ts': `
    export type MessageKey = 'sectionLinks' | 'popupOpenSettings' | 'expiryDate';
    export const t = <K extends MessageKey>(key: K): string => key;`,
  'lib/uses.ts': `
    import { t, type MessageKey } from './messages';
    export const called = t('sectionLinks');
    export const labels: Partial<Record<'a' | 'b', MessageKey>> = { a: 'popupOpenSettings' };
    export const field = { expiryDate: '' };
    export const notAMessage: string = 'popupOpenSettings';
    export const asKey = { sectionLinks: 1 };
    export const madeUp = (part: string) => t(\`section\${part}\` as MessageKey);`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(project, path, '..'), { recursive: true });
  writeFileSync(join(project, path), text);
}
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('messageNameMisuses', () => {
  const names = {
    all: new Set(['sectionLinks', 'popupOpenSettings', 'expiryDate']),
    renamed: new Set(['sectionLinks', 'popupOpenSettings']),
  };

  it('finds a renamed name used for something else, as a key, or made at run time; kept names go free', () => {
    expect(messageNameMisuses(project, names)).toEqual([
      { at: 'lib/uses.ts:6', problem: '"popupOpenSettings" where no message name is expected' },
      { at: 'lib/uses.ts:7', problem: '"sectionLinks" as a property name' },
      { at: 'lib/uses.ts:8', problem: 'a value asserted to be a message name (MessageKey)' },
      { at: 'lib/uses.ts:8', problem: 'a message name put together at run time' },
    ]);
  }, 90_000);
});
