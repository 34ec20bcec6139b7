import type { TargetingKind } from '@/lib/api/model/link';

export const TARGETING_KIND_OPTIONS: { value: TargetingKind; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'country', label: 'Geographic' },
  { value: 'platform', label: 'Platform' },
  { value: 'language', label: 'Language' },
  { value: 'rotation', label: 'Rotation' },
];

/** Suggestions only (the field takes any two-letter code): the countries most links target. */
export const COMMON_COUNTRIES: [code: string, name: string][] = [
  ['US', 'United States'], ['GB', 'United Kingdom'], ['CA', 'Canada'], ['AU', 'Australia'], ['DE', 'Germany'],
  ['FR', 'France'], ['ES', 'Spain'], ['IT', 'Italy'], ['NL', 'Netherlands'], ['BE', 'Belgium'],
  ['CH', 'Switzerland'], ['AT', 'Austria'], ['SE', 'Sweden'], ['PL', 'Poland'], ['PT', 'Portugal'],
  ['IE', 'Ireland'], ['BR', 'Brazil'], ['MX', 'Mexico'], ['AR', 'Argentina'], ['IN', 'India'],
  ['CN', 'China'], ['JP', 'Japan'], ['KR', 'South Korea'], ['SG', 'Singapore'], ['ZA', 'South Africa'],
  ['NG', 'Nigeria'], ['TR', 'Turkey'], ['RU', 'Russia'], ['UA', 'Ukraine'], ['AE', 'United Arab Emirates'],
];

export const COMMON_LANGUAGES: [code: string, name: string][] = [
  ['en', 'English'], ['es', 'Spanish'], ['fr', 'French'], ['de', 'German'], ['pt', 'Portuguese'],
  ['it', 'Italian'], ['nl', 'Dutch'], ['pl', 'Polish'], ['ru', 'Russian'], ['uk', 'Ukrainian'],
  ['tr', 'Turkish'], ['ar', 'Arabic'], ['hi', 'Hindi'], ['zh', 'Chinese'], ['ja', 'Japanese'], ['ko', 'Korean'],
];
