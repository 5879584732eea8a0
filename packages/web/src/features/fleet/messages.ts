import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The fleet health screen's words: the table, cards, summary, filters, device panel and CSV. */
export const fleetMessages = defineCatalog('fleet', en, { es: () => import('./locales/es.json') });

export type FleetKey = keyof typeof en;
