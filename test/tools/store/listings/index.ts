import type { ListingTexts } from '../listing';
import type { StoreLocale } from '../locales';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt_BR';
import { zhCN } from './zh_CN';

/** Each language's listing texts, written natively in that language. */
export const LISTING_TEXTS: Record<StoreLocale, ListingTexts> = { en, de, fr, es, pt_BR: ptBR, zh_CN: zhCN, ar };
