import { createStore, delMany, get, getMany, keys, setMany, type UseStore } from 'idb-keyval';

/** One answer kept on the device: the query's key, its data and when it was fetched and last used (ms). */
export interface SavedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  dataUpdatedAt: number;
  usedAt: number;
  bytes: number;
}

/** Entries are keyed [userId, queryHash], so one user's answers are never shown to another. */
export type SavedQueryId = [userId: string, queryHash: string];

let store: UseStore | null = null;
/** The IndexedDB store, opened on first use (never on the sign-in page). Values are structured clones: the graph's typed arrays stay as they are. */
function readingStore(): UseStore {
  store ??= createStore('tilth-reading-cache', 'queries');
  return store;
}

/** The hashes of the user's saved answers: keys only, none of the data read. */
export async function readSavedHashes(userId: string): Promise<string[]> {
  const all = await keys<SavedQueryId>(readingStore());
  return all.filter(([owner]) => owner === userId).map(([, hash]) => hash);
}

/** Some of the user's saved answers (an entry removed meanwhile is left out). */
export async function readSavedMany(userId: string, hashes: string[]): Promise<{ hash: string; saved: SavedQuery }[]> {
  const values = await getMany<SavedQuery | undefined>(
    hashes.map((hash) => [userId, hash] satisfies SavedQueryId),
    readingStore(),
  );
  return hashes.flatMap((hash, i) => (values[i] ? [{ hash, saved: values[i] }] : []));
}

export const readSavedQuery = (userId: string, hash: string) => get<SavedQuery>([userId, hash] satisfies SavedQueryId, readingStore());

export const saveQueries = (userId: string, items: { hash: string; saved: SavedQuery }[]) =>
  setMany(
    items.map(({ hash, saved }) => [[userId, hash] satisfies SavedQueryId, saved]),
    readingStore(),
  );

export const removeQueries = (userId: string, hashes: string[]) =>
  delMany(
    hashes.map((hash) => [userId, hash] satisfies SavedQueryId),
    readingStore(),
  );

/** Removes what other users than `keepUserId` left (null: everyone's), e.g. after signing out. */
export async function removeOtherUsers(keepUserId: string | null): Promise<void> {
  const all = await keys<SavedQueryId>(readingStore());
  await delMany(
    all.filter(([owner]) => owner !== keepUserId),
    readingStore(),
  );
}
