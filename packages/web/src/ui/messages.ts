import { defineCatalog } from '../i18n/catalog';
import en from './locales/en.json';

/** The shared ui's words (dialogs, banners, save messages, stale notices, map clusters). */
export const uiMessages = defineCatalog('ui', en, { es: () => import('./locales/es.json') });
