import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The not-found page's words (the route error screen's are in ui/startMessages.ts: the sign-in page carries them). */
export const errorsMessages = defineCatalog('errors', en, { es: () => import('./locales/es.json') });
