import type { TargetKeyLists } from '@/lib/api/model/server';

/**
 * The country and language keys servers accept for targeting, as data (the form names and sorts
 * them: targeting-choices.ts). Part of the lazily loaded "More options" chunk, never of the
 * popup's first paint. The lists are phpShort's own, not ISO's: a key outside them is a 422.
 *
 * Current dialect: phpShort 49 (github.com/lunatiofree/phpShort @ 44ab560a, `config/countries.php`
 * and `config/languages.php`, whose keys `app/Rules/ValidateTargetKeyRule.php` checks, exactly
 * and case-sensitively). Countries: ISO 3166-1 without SS, CW, SX (so they are refused), plus 17
 * retired or reserved codes. Languages: ISO 639-1 without `ae`, plus `cn`, `mo` and `sh`.
 * Classic dialect: phpShort 2.4.0 (github.com/qmister/laravel-phpshort @ d3330a05, the same
 * files): the current countries plus DD, and plain ISO 639-1 (with `ae`, without cn/mo/sh).
 */

/**
 * Codes grouped by first letter, to keep the package small: `ADEF BAB` = AD AE AF BA BB. Countries
 * of the current dialect; the classic one adds DD.
 */
const CURRENT_COUNTRIES =
  'ADEFGILMNOQRSTUWXZ BABDEFGHIJLMNOQRSTVWYZ CACDFGHIKLMNORSTUVXYZ DEJKMOZ ECEGHRST FIJKMOQRX ' +
  'GABDEFGHILMNPQRSTUWY HKMNRTU IDELMNOQRST JEMOPT KEGHIMNPRWYZ LABCIKRSTUVY MACDEFGHIKLMNOPQRSTUVWXYZ ' +
  'NACEFGILOPQRTUZ OM PACEFGHKLMNRSTUWYZ QA REOSUW SABCDEGHIJKLMNORTUVYZ TCDFGHJKLMNORTVWZ UAGMSYZ ' +
  'VACDEGINU WFKS YDET ZAMWZ';

/** ISO 639-1 as both dialects take it: the current list without cn, mo, sh; the classic one without ae. */
const SHARED_LANGUAGES =
  'aabfkmnrsvyz baeghimnors caehorsuvy daevz eelnostu fafijory gadlnuv haeiortuyz iadegikostu jav ' +
  'kagijklmnorsuvwy labginotuv mghiklnrsty nabdeglnorvy ocjmrs pailst qu rmnouw sacdegiklmnoqrstuvw ' +
  'taeghiklnorstwy ugkrz veio wao xh yio zahu';

const words = (list: string) => list.split(' ');
/** `ADE BA` → AD, AE, BA. */
const codes = (grouped: string) =>
  words(grouped).flatMap(([first = '', ...seconds]) => seconds.map((second) => first + second));

const COUNTRIES: Record<TargetKeyLists, readonly string[]> = {
  current: codes(CURRENT_COUNTRIES),
  classic: [...codes(CURRENT_COUNTRIES), 'DD'],
  shared: codes(CURRENT_COUNTRIES),
};

const LANGUAGES: Record<TargetKeyLists, readonly string[]> = {
  current: [...codes(SHARED_LANGUAGES), 'cn', 'mo', 'sh'],
  classic: [...codes(SHARED_LANGUAGES), 'ae'],
  shared: codes(SHARED_LANGUAGES),
};

/** The country keys the server accepts. */
export const countryCodes = (lists: TargetKeyLists): readonly string[] => COUNTRIES[lists];

/** The language keys the server accepts. */
export const languageCodes = (lists: TargetKeyLists): readonly string[] => LANGUAGES[lists];

const table = (pairs: string): ReadonlyMap<string, string> =>
  new Map(pairs.split('|').map((pair) => [pair.slice(0, 2), pair.slice(3)]));

/**
 * Retired and reserved country codes, named as the server's list names them. Browsers name such a
 * code by its successor (SU "Russia", AN "Curaçao", DD "Germany") or not at all, which would be
 * false. BQ is not here: the server's list still calls it "British Antarctic Territory", but
 * visitors' addresses report it for the Caribbean Netherlands, which is what the browser says.
 */
// i18n-ignore: names of retired places, in the English of the server's own list, shown only where the browser has none
export const RETIRED_COUNTRY_NAMES = table(
  'AN Netherlands Antilles|CS Serbia and Montenegro|CT Canton and Enderbury Islands|DD East Germany|' +
    'FQ French Southern and Antarctic Territories|FX Metropolitan France|JT Johnston Island|MI Midway Islands|' +
    'NQ Dronning Maud Land|NT Neutral Zone|PC Pacific Islands Trust Territory|PU U.S. Miscellaneous Pacific Islands|' +
    "PZ Panama Canal Zone|SU Union of Soviet Socialist Republics|VD North Vietnam|WK Wake Island|YD People's Democratic Republic of Yemen|" +
    'ZZ Unknown or Invalid Region',
);

/** Retired language codes, which browsers name by their successor (mo "Romanian", tw "Akan"). */
export const RETIRED_LANGUAGES: ReadonlySet<string> = new Set(words('bh cn mo sh tw'));

/**
 * Language names from the server's list (its English names) for the codes some browsers cannot
 * name (Chromium's trimmed data lacks these) and the retired ones above, spelled as the list does.
 */
// i18n-ignore: language names in the English of the server's own list, shown only where the browser has none
export const LANGUAGE_NAMES = table(
  'aa Afar|ab Abkhazian|ae Avestan|av Avar|ba Bashkir|bh Bihari|bi Bislama|bo Tibetan|ce Chechen|ch Chamorro|cn Chinese|' +
    'cr Cree|cu Old Church Slavonic / Old Bulgarian|cv Chuvash|dz Dzongkha|ff Peul|fj Fijian|gv Manx|ho Hiri Motu|hz Herero|' +
    'ie Interlingue|ii Sichuan Yi|ik Inupiak|io Ido|iu Inuktitut|kg Kongo|ki Kikuyu|kj Kuanyama|kl Greenlandic|' +
    'kr Kanuri|ks Kashmiri|kv Komi|kw Cornish|li Limburgian|lu Luba-Katanga|mh Marshallese|mo Moldovan|na Nauruan|' +
    'nd North Ndebele|ng Ndonga|nr South Ndebele|nv Navajo|oj Ojibwa|os Ossetian / Ossetic|pi Pali|rn Kirundi|sc Sardinian|' +
    'se Northern Sami|sg Sango|sh Serbo-Croatian|ss Swati|tw Twi|ty Tahitian|ve Venda|vo Volapük|za Zhuang',
);
