import { defineCatalog } from '../../i18n/catalog';
import en from './locales/en.json';

/** The alert channels' words (push on this device, the phone for text messages, the kept texts). */
export const alertChannelsMessages = defineCatalog('alertChannels', en, { es: () => import('./locales/es.json') });
