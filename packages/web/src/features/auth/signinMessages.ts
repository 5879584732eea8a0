import { defineCatalog } from '../../i18n/catalog';
import en from './locales/signin.en.json';

/** The sign-in card's words (and the session gate's failure, on the same page): a catalogue of their own, so the sign-in page carries only these. */
export const signinMessages = defineCatalog('signin', en, { es: () => import('./locales/signin.es.json') });
