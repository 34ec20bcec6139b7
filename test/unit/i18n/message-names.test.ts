import { describe, expect, it } from 'vitest';
import { messageNames } from '../../tools/build-plugins/message-names';
import { DEFAULT_LOCALE, readCatalogs } from '../../tools/i18n/catalogs';
import { messageNameMisuses } from '../../tools/i18n/message-name-uses';
import { projectRoot } from '../../tools/lib/run';

/**
 * The package names messages by short names, in its catalogs and its scripts alike
 * (test/tools/build-plugins/message-names.ts). The build renames every string literal equal to a
 * message name and stops when a message is named by no literal; this proves the rest on the
 * source: such a literal is always a message name, and no name is made at run time.
 */
describe('message names in the product code', () => {
  const english = Object.keys(readCatalogs().get(DEFAULT_LOCALE) ?? {});
  const names = messageNames(english);

  it('are literals where a message name is expected, never keys or made at run time (or kept as they are)', () => {
    expect(messageNameMisuses(projectRoot, { all: new Set(names.literals.keys()), renamed: names.renamed })).toEqual(
      [],
    );
  }, 180_000);

  it('get one short package name each; counted forms keep their category', () => {
    const packaged = [...names.literals.values()];
    expect(new Set(packaged).size).toBe(packaged.length);
    expect(names.packagedName('deleteSpaceTitle_few')).toBe(`${names.packagedName('deleteSpaceTitle')}_few`);
    expect(names.packagedName('extensionName')).toBe('extensionName');
    expect(names.packagedName('popupOpenSettings')).toMatch(/^[0-9a-z]{1,2}$/);
  });
});
