import { readSavedHashes, readSavedMany, type SavedQuery } from './deviceStore';
import { isReadAtStart } from './keptQueries';

/** What the app's start reads from the device: the answers read at start, and the hashes of those left for later. */
export interface FirstRead {
  atStart: { hash: string; saved: SavedQuery }[];
  later: string[];
}

/** The device store read for `pathname`'s first screen (keptQueries.ts isReadAtStart). */
export async function readFirst(userId: string, pathname: string): Promise<FirstRead> {
  const hashes = await readSavedHashes(userId);
  const later = hashes.filter((hash) => !isReadAtStart(hash, pathname));
  return {
    atStart: await readSavedMany(
      userId,
      hashes.filter((hash) => isReadAtStart(hash, pathname)),
    ),
    later,
  };
}

let early: { userId: string; pathname: string; read: Promise<FirstRead> } | null = null;

/**
 * Starts the device read from the page's first script (src/boot.ts, whose chunk holds this module and
 * the store's): on a phone the answers are in before the shell's code has run, instead of after it —
 * its evaluation held the read's callbacks back by ~0.15 s (issue 37).
 */
export function startEarlyRead(userId: string, pathname: string): void {
  const read = readFirst(userId, pathname);
  read.catch(() => undefined); // Read again by restoreReadingCache, which reports nothing either.
  early = { userId, pathname, read };
}

/** The early read, once, when it was for this user and address; else null. */
export function takeEarlyRead(userId: string, pathname: string): Promise<FirstRead> | null {
  const taken = early;
  early = null;
  return taken && taken.userId === userId && taken.pathname === pathname ? taken.read : null;
}
