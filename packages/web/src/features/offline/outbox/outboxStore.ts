import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { upgradeItem } from './outboxPolicy';
import type { OutboxItem } from './outboxTypes';

/**
 * The queue's IndexedDB store: one record per write, keyed by its client id, indexed by the user
 * who made it (not by the session token, so signing in again finds the same queue). Logout clears
 * localStorage only; this database stays. Photos are kept as Blobs inside their note's record.
 */
interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { byUser: string } };
}

/** The database's structure version (object stores, indexes); an item's own shape has OUTBOX_ITEM_VERSION. */
const DB_VERSION = 1;
export const OUTBOX_DB_NAME = 'tilth-outbox';

export interface OutboxStore {
  /** The user's items this app version can read, in no particular order. */
  list(userId: string): Promise<OutboxItem[]>;
  /** How many items other users left on this device (they wait for their own sign-in). */
  countOthers(userId: string): Promise<number>;
  get(id: string): Promise<OutboxItem | null>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  /** Called after every change made here or in another tab. */
  subscribe(listener: () => void): () => void;
}

export function createOutboxStore(name = OUTBOX_DB_NAME): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () =>
    (db ??= openDB<OutboxDb>(name, DB_VERSION, {
      upgrade(database) {
        // Version 1: the first structure. A later version adds stores here and keeps this one's data.
        if (!database.objectStoreNames.contains('items')) {
          database.createObjectStore('items', { keyPath: 'id' }).createIndex('byUser', 'userId');
        }
      },
    }));

  const listeners = new Set<() => void>();
  // Other tabs hear of changes too, so their status line and lists follow.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${name}-changes`) : null;
  const emit = () => listeners.forEach((listener) => listener());
  channel?.addEventListener('message', emit);
  const changed = () => {
    emit();
    channel?.postMessage('changed');
  };

  return {
    async list(userId) {
      const raw = await (await open()).getAllFromIndex('items', 'byUser', userId);
      return raw.map(upgradeItem).filter((item): item is OutboxItem => item !== null);
    },
    async countOthers(userId) {
      const keys = await (await open()).getAllKeys('items');
      const own = await (await open()).getAllKeysFromIndex('items', 'byUser', userId);
      return keys.length - own.length;
    },
    async get(id) {
      return upgradeItem(await (await open()).get('items', id));
    },
    async put(item) {
      await (await open()).put('items', item);
      changed();
    },
    async remove(id) {
      await (await open()).delete('items', id);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: OutboxStore | null = null;

/** The app's one store (created on first use, so nothing opens IndexedDB before the frame needs it). */
export function outboxStore(): OutboxStore {
  return (shared ??= createOutboxStore());
}
