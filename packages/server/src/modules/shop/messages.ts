import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/** The shop module's words in answers: its errors (issue 34). */
export const shopText = defineServerCatalog('shop', en, { es });
