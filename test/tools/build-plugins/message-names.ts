/**
 * Short names for the messages in the package. Message names appear twice in it: as keys of every
 * `_locales/<locale>/messages.json` and as string literals in the scripts (`t('popupShortenButton')`).
 * The build gives each a base-36 number instead (`0`, `1`… `cz`), numbered in the order of the
 * English source catalog, so the same source gives the same names in every build and the tests
 * can translate a source key without reading the build.
 *
 * Counted messages are looked up as `${base}_${category}` at run time (lib/i18n/plural.ts): the
 * base gets a short name and its forms keep their category (`linkCount_few` → `2k_few`).
 * A few names are not renamed (KEPT_NAMES); the build checks that every `__MSG_…__` it writes
 * names a message of the package's catalog.
 */

/**
 * Names the package keeps as they are:
 * - the manifest (wxt.config.ts) and entrypoints/popup/index.html use them as `__MSG_…__`;
 * - the form's field names (lib/link-form/values.ts) are the same words as these labels, and a
 *   literal `'expiryDate'` may mean either, so renaming it could rename a field.
 * test/unit/i18n/message-names.test.ts fails, naming the place, when another message name is
 * used for something else: add it here.
 */
export const KEPT_NAMES: ReadonlySet<string> = new Set([
  'extensionName',
  'extensionShortName',
  'extensionDescription',
  'commandShortenCurrentTab',
  'actionTitle',
  'privacyPassword',
  'expiryStartDate',
  'expiryStartTime',
  'expiryDate',
  'expiryTime',
  'expiryClickLimit',
]);

/**
 * Messages no product code names: the unit tests of tCount use `linkCount` (a counted message with
 * forms in every language). They ship like the others; the build's check that each message is
 * named by some script leaves them out.
 */
export const NAMED_BY_TESTS_ONLY: ReadonlySet<string> = new Set(['linkCount']);

const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_FORM = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

export interface MessageNames {
  /**
   * Every string code may name a message with → that message's name in the package: plain
   * messages, the bases of counted messages, and their forms in all six categories.
   */
  readonly literals: ReadonlyMap<string, string>;
  /** The names code must use as literals for their messages to be found: plain messages and counted bases. */
  readonly used: readonly string[];
  /** The literals the package renames: those of `literals` that do not keep their name. */
  readonly renamed: ReadonlySet<string>;
  /** The package name of a key of any locale's catalog (Arabic has forms English lacks); throws for an unknown key. */
  readonly packagedName: (key: string) => string;
}

/** The package names for the keys of the English catalog, in its order. */
export function messageNames(englishKeys: readonly string[]): MessageNames {
  const keys = new Set(englishKeys);
  // A key is a counted form when its base has an `_other` form, as PluralKey reads it.
  const baseOf = (key: string) => {
    const base = PLURAL_FORM.exec(key)?.[1];
    return base !== undefined && keys.has(`${base}_other`) ? base : null;
  };
  const literals = new Map<string, string>();
  const used: string[] = [];
  let renamed = 0;
  for (const key of englishKeys) {
    const name = baseOf(key) ?? key;
    if (literals.has(name)) continue;
    const packaged = KEPT_NAMES.has(name) ? name : (renamed++).toString(36);
    used.push(name);
    literals.set(name, packaged);
    if (name !== key)
      for (const category of PLURAL_CATEGORIES) literals.set(`${name}_${category}`, `${packaged}_${category}`);
  }
  return {
    literals,
    used,
    renamed: new Set([...literals].filter(([name, packaged]) => name !== packaged).map(([name]) => name)),
    packagedName: (key) => {
      const packaged = literals.get(key);
      if (packaged === undefined) throw new Error(`"${key}" is no message of the English catalog`);
      return packaged;
    },
  };
}
