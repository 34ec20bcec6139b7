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

const CURRENT_COUNTRIES =
  'AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CS CT CU CV CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FQ FR FX GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU ' +
  'GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP JT KE KG KH KI KM KN KP KR KW ' +
  'KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MI MK ML MM MN MO MP MQ MR MS MT MU ' +
  'MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NQ NR NT NU NZ OM PA PC PE PF PG PH PK PL PM PN PR PS ' +
  'PT PU PW PY PZ QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SU SV SY SZ TC ' +
  'TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VD VE VG VI VN VU WF WK WS ' +
  'YD YE YT ZA ZM ZW ZZ';

/** ISO 639-1 as both dialects take it: the current list without cn, mo, sh; the classic one without ae. */
const SHARED_LANGUAGES =
  'aa ab af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da ' +
  'de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ' +
  'ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln ' +
  'lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa ' +
  'pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg ' +
  'th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu';

const words = (list: string) => list.split(' ');

const COUNTRIES: Record<TargetKeyLists, readonly string[]> = {
  current: words(CURRENT_COUNTRIES),
  classic: words(`${CURRENT_COUNTRIES} DD`),
  shared: words(CURRENT_COUNTRIES),
};

const LANGUAGES: Record<TargetKeyLists, readonly string[]> = {
  current: words(`${SHARED_LANGUAGES} cn mo sh`),
  classic: words(`${SHARED_LANGUAGES} ae`),
  shared: words(SHARED_LANGUAGES),
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
