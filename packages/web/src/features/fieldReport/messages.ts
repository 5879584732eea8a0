import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The Farm Health Report page's words: its recipients' cards and the recipient dialog. */
export const fieldReportMessages = defineCatalog('fieldReport', en, { es: () => import('./locales/es.json') });

export type FieldReportKey = keyof typeof en;
