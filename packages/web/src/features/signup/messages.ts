import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The sign-up screens' words (invitation, team setup steps, member join). */
export const signupMessages = defineCatalog('signup', en, { es: () => import('./locales/es.json') });
