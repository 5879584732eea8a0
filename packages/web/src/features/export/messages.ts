import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The export screens' words: the Export button and dialog, recent exports and weekly e-mails. */
export const exportMessages = defineCatalog('export', en, { es: () => import('./locales/es.json') });

export type ExportKey = keyof typeof en;
