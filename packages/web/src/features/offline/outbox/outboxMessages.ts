import { defineCatalog } from '../../../i18n/catalog';
import en from '../locales/outbox.en.json';

/** The offline write queue's words: its status line, its items, the photo field, the kept sentences. */
export const outboxMessages = defineCatalog('offline-outbox', en, { es: () => import('../locales/outbox.es.json') });
