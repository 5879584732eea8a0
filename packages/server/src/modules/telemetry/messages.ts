import { defineServerCatalog } from '../../lib/i18n/catalog';
import en from './locales/en.json';
import es from './locales/es.json';

/** The telemetry module's words in answers: its errors (issue 34). */
export const telemetryText = defineServerCatalog('telemetry', en, { es });
