import { defineCatalog } from '../i18n/catalog';
import en from './locales/start.en.json';

/**
 * The words the sign-in page can show: the loader (ui), the API client's own sentences (api/errors.ts)
 * and the last-resort error screen (features/errors/RouteError.tsx). One small catalogue of their own,
 * so that page's budget carries neither the rest of ui's words (messages.ts) nor a catalogue per folder.
 */
export const uiStartMessages = defineCatalog('ui-start', en, { es: () => import('./locales/start.es.json') });
