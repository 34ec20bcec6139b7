import type { SampleData } from '../sample-data';
import type { StoreLocale } from '../locales';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt_BR';
import { zhCN } from './zh_CN';

/** Each language's sample data for the pictures: the same company, written in that language. */
export const SAMPLES: Record<StoreLocale, SampleData> = { en, de, fr, es, pt_BR: ptBR, zh_CN: zhCN, ar };
