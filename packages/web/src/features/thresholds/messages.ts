import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The threshold graph and table's words (the Template tab's threshold half). */
export const thresholdsMessages = defineCatalog('thresholds', en, { es: () => import('./locales/es.json') });
