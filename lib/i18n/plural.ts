import { pageLanguage } from './language';
import { formatNumber } from './format';
import { lookUpMessage, substitutionsFor, type MessageKey, type PlaceholderName } from './messages';

/**
 * Counted messages. `browser.i18n` has no plurals, so a counted message is a group of keys, one
 * per plural category of the language: `linkCount_one` and `linkCount_other` in English,
 * `…_zero`, `…_one`, `…_two`, `…_few`, `…_many` and `…_other` in Arabic, only `…_other` in Chinese
 * (test/unit/i18n/ checks each locale has exactly its language's categories). `Intl.PluralRules`
 * picks the category for the count in the language the messages are written in.
 */
export type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** The placeholders of a counted message besides `count`, which `tCount` fills in itself. */
type OtherPlaceholder<B extends PluralKey> = Exclude<PlaceholderName<Extract<`${B}_other`, MessageKey>>, 'count'>;

type CountValuesArgument<B extends PluralKey> = [OtherPlaceholder<B>] extends [never]
  ? []
  : // A mapped type, not Record: inside this generic, Record<…> reads as {} to typescript-eslint.
    // eslint-disable-next-line @typescript-eslint/consistent-indexed-object-style
    [values: { [Name in OtherPlaceholder<B>]: string }];

/** One set of rules per language: making them costs far more than asking them (a table of 100 counted rows). */
const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language`, e.g. `few` for 3 in Arabic. */
function pluralCategory(count: number, language: string): Intl.LDMLPluralRule {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The counted message for `count`, e.g. `tCount('linkCount', 3)` → "3 links", "3 روابط".
 * The count is written with the language's digits and separators. Where a locale lacks the form
 * the browser's rules ask for (its ICU may know a category this catalog's author did not), the
 * `other` form stands in.
 */
export function tCount<B extends PluralKey>(base: B, count: number, ...[values]: CountValuesArgument<B>): string {
  // Asked once: the language is read through the browser's i18n API, and tables count in every row.
  const language = pageLanguage();
  const substitutions = substitutionsFor({ ...values, count: formatNumber(count, language.formatLocale) });
  const form = `${base}_${pluralCategory(count, language.lang)}`;
  return lookUpMessage(form, substitutions) || lookUpMessage(`${base}_other`, substitutions) || base;
}
