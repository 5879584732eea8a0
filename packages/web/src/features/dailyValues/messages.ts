import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The recompute controls' words. */
export const dailyValuesMessages = defineCatalog('dailyValues', en, { es: () => import('./locales/es.json') });
