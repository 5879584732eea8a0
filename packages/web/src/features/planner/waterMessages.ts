import { defineCatalog } from '../../i18n/catalog';
import en from './locales/water.en.json';

/** The season water account's words: the page, its chart, table, cards, range and CSV. */
export const waterMessages = defineCatalog('planner-water', en, { es: () => import('./locales/water.es.json') });

export type WaterKey = keyof typeof en;
