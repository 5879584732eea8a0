import type { Page } from '@playwright/test';

/**
 * The query hashes the reading cache holds in IndexedDB for any user (its keys are
 * [userId, queryHash]: packages/web/src/features/offline/readingCache/deviceStore.ts).
 */
export const savedHashes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tilth-reading-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) {
            db.close();
            return resolve([]);
          }
          const keys = db.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve((keys.result as [string, string][]).map(([, hash]) => hash));
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
