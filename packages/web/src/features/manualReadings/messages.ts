import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The manual readings' words (the list, the "Log a reading" form and dialog). */
export const manualReadingsMessages = defineCatalog('manualReadings', en, { es: () => import('./locales/es.json') });

/** A key of the manualReadings catalogue. */
export type ManualReadingsKey = keyof typeof en;
