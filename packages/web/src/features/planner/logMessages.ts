import { defineCatalog } from '../../i18n/catalog';
import en from './locales/log.en.json';

/** The Log an irrigation dialog's words (also opened from a site's graph): the form, its checks and the history. */
export const logMessages = defineCatalog('planner-log', en, { es: () => import('./locales/log.es.json') });

export type LogKey = keyof typeof en;
