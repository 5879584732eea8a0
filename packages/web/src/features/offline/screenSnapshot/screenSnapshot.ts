/**
 * The device's picture of a screen (issue 37): the sites list or a site's graph as the app last drew
 * it, kept in localStorage so the page's first script (src/boot.ts) can paint it before the app has
 * loaded — on a phone ~0.9 s before React's first frame of the same kept data — and the app replaces
 * it with its live page as it renders. Only these two screens: what a grower opens the app for.
 *
 * This module is the boot chunk's (vite.config.ts BOOT): it imports nothing, so that chunk stays
 * small. captureScreen.ts takes pictures (the app's side), paintSnapshot.ts paints them (boot's).
 */

/** Bumped when the picture's shape changes: older ones are ignored. */
export const SNAPSHOT_VERSION = 1;

/** Pictures older than this are not painted: after two days the live page, not a frozen one. */
export const SNAPSHOT_MAX_AGE_MS = 48 * 3_600_000;

/** A picture larger than this (characters) is not kept: localStorage is ~5 M characters an origin. */
export const SNAPSHOT_MAX_CHARS = 1_500_000;

/** On `#root` while it shows a picture: when the picture was taken (bench/field.ts and the e2e tests tell the two apart by it). */
export const SNAPSHOT_ROOT_ATTRIBUTE = 'data-snapshot';
/** Where Mantine keeps the page's colour scheme (on `<html>`). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

export type SnapshotKind = 'sites' | 'graph';

/** routes.tsx's farm sites page (not its side panels) and a site's graph tab. */
const KINDS: [SnapshotKind, RegExp][] = [
  ['sites', /^\/farm\/[^/]+\/sites\/?$/i],
  ['graph', /^\/farm\/[^/]+\/site\/[^/]+\/[^/]+\/[^/]+\/graph\/?$/i],
];

/** Which screen `pathname` is, when it is one the device keeps a picture of. */
export function snapshotKind(pathname: string): SnapshotKind | null {
  return KINDS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? null;
}

export interface ScreenSnapshot {
  version: number;
  userId: string;
  pathname: string;
  /** The build it was drawn by (its stylesheets and markup are that build's). */
  build: string;
  /** The window's width in CSS pixels: a picture is only painted at the width it was taken at. */
  width: number;
  takenAt: number;
  /** `<html data-mantine-color-scheme>` when taken: a dark picture on a dark page. */
  colorScheme: string | null;
  /** The stylesheets the page had (the app's chunks' CSS), painted only once loaded. */
  stylesheets: string[];
  /** `#root`'s markup, canvases as images. */
  html: string;
}

export const snapshotKey = (kind: SnapshotKind) => `tilth-screen-${kind}`;

/**
 * The signed-in chunks' list (hashed names) the build writes into the page (build/signedInPreload.ts):
 * what boot.ts preloads, and the build's identity for a picture.
 */
export function currentBuild(doc: Document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="tilth-signed-in"]')?.content.trim() || null;
}

export interface PaintContext {
  userId: string;
  pathname: string;
  build: string | null;
  width: number;
  now: number;
}

/** The kept picture for this start, or null when there is none or it is not this user's, address's, build's or width's, or too old. */
export function readSnapshot(storage: Pick<Storage, 'getItem'>, at: PaintContext): ScreenSnapshot | null {
  const kind = snapshotKind(at.pathname);
  if (!kind || !at.build) return null;
  let snapshot: ScreenSnapshot;
  try {
    snapshot = JSON.parse(storage.getItem(snapshotKey(kind)) ?? 'null') as ScreenSnapshot;
  } catch {
    return null;
  }
  if (!snapshot || snapshot.version !== SNAPSHOT_VERSION) return null;
  const fits =
    snapshot.userId === at.userId &&
    samePath(snapshot.pathname, at.pathname) &&
    snapshot.build === at.build &&
    snapshot.width === at.width &&
    at.now - snapshot.takenAt >= 0 &&
    at.now - snapshot.takenAt <= SNAPSHOT_MAX_AGE_MS &&
    typeof snapshot.html === 'string';
  return fits ? snapshot : null;
}

/** Keeps a picture, replacing the last of its kind; false when it is too large or storage refuses it. */
export function saveSnapshot(storage: Pick<Storage, 'setItem' | 'removeItem'>, snapshot: ScreenSnapshot): boolean {
  const kind = snapshotKind(snapshot.pathname);
  if (!kind) return false;
  const text = JSON.stringify(snapshot);
  try {
    if (text.length > SNAPSHOT_MAX_CHARS) {
      storage.removeItem(snapshotKey(kind)); // An older, smaller picture would be out of date.
      return false;
    }
    storage.setItem(snapshotKey(kind), text);
    return true;
  } catch {
    return false; // Quota: the app works as before without it.
  }
}

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');
