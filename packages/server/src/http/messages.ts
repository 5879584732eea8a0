import { defineServerCatalog } from '../lib/i18n/catalog';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/** The HTTP layer's own answers: sign in, permission, not found, malformed requests. */
export const httpText = defineServerCatalog('http', en, { es });
