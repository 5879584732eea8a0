import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The crop-template screens' words (the site's Template tab). */
export const templatesMessages = defineCatalog('templates', en, { es: () => import('./locales/es.json') });
