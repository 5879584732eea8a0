import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/memoryStorage';
import {
  readSnapshot,
  saveSnapshot,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_MAX_CHARS,
  SNAPSHOT_VERSION,
  snapshotKey,
  snapshotKind,
  type PaintContext,
} from './screenSnapshot';
import { BUILD, GRAPH, SITES, TAKEN, testPicture } from '../../../test/snapshotFixtures';

const picture = testPicture;
const at = (over: Partial<PaintContext> = {}): PaintContext => ({
  userId: 'U1',
  pathname: SITES,
  build: BUILD,
  width: 390,
  now: TAKEN + 60_000,
  ...over,
});

describe('the screens the device keeps a picture of', () => {
  it('are the sites list and a site’s graph tab, not their side panels or other tabs', () => {
    expect(snapshotKind(SITES)).toBe('sites');
    expect(snapshotKind(`${SITES}/`)).toBe('sites');
    expect(snapshotKind(GRAPH)).toBe('graph');
    expect(snapshotKind(`${SITES}/notifications`)).toBeNull();
    expect(snapshotKind('/farm/F1/site/10001/S1/0xab/about')).toBeNull();
    expect(snapshotKind('/dashboard/farms/list-view')).toBeNull();
  });
});

describe('a kept picture', () => {
  it('is painted for the same user, address, build and window width within two days', () => {
    const storage = memoryStorage();
    expect(saveSnapshot(storage, picture())).toBe(true);
    expect(readSnapshot(storage, at())?.html).toContain('North Pivot 1');
    expect(readSnapshot(storage, at({ pathname: `${SITES}/` }))).not.toBeNull();
    expect(readSnapshot(storage, at({ now: TAKEN + SNAPSHOT_MAX_AGE_MS }))).not.toBeNull();
  });

  it('is not painted for another user, address, build or width, when older than two days or from the future, or of another version', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, picture());
    expect(readSnapshot(storage, at({ userId: 'U2' }))).toBeNull();
    expect(readSnapshot(storage, at({ pathname: '/farm/F2/sites' }))).toBeNull();
    expect(readSnapshot(storage, at({ pathname: '/farm/f1/sites' })), 'ids are compared as written').toBeNull();
    expect(readSnapshot(storage, at({ build: '/assets/shell-2.js /assets/mantine-2.js' }))).toBeNull();
    expect(readSnapshot(storage, at({ build: null })), 'a dev server has no build identity').toBeNull();
    expect(readSnapshot(storage, at({ width: 412 }))).toBeNull();
    expect(readSnapshot(storage, at({ now: TAKEN + SNAPSHOT_MAX_AGE_MS + 1 }))).toBeNull();
    expect(readSnapshot(storage, at({ now: TAKEN - 1 }))).toBeNull();
    saveSnapshot(storage, picture({ version: SNAPSHOT_VERSION + 1 }));
    expect(readSnapshot(storage, at())).toBeNull();
  });

  it('is one per kind of screen: the graph’s does not replace the list’s', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, picture());
    saveSnapshot(storage, picture({ pathname: GRAPH, html: '<img data-snapshot-canvas>' }));
    expect([...storage.entries.keys()].sort()).toEqual([snapshotKey('graph'), snapshotKey('sites')]);
    expect(readSnapshot(storage, at())?.pathname).toBe(SITES);
    expect(readSnapshot(storage, at({ pathname: GRAPH }))?.html).toContain('data-snapshot-canvas');
  });

  it('is not kept when too large (and the older one of its kind is dropped) or when storage is full', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, picture());
    expect(saveSnapshot(storage, picture({ html: 'x'.repeat(SNAPSHOT_MAX_CHARS) }))).toBe(false);
    expect(storage.getItem(snapshotKey('sites'))).toBeNull();
    const full = memoryStorage({}, 100);
    expect(saveSnapshot(full, picture())).toBe(false);
    expect(saveSnapshot(storage, picture({ pathname: '/dashboard/farms/list-view' })), 'not a kept screen').toBe(false);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.entries.set(snapshotKey('sites'), '{not json');
    expect(readSnapshot(storage, at())).toBeNull();
    storage.entries.set(snapshotKey('sites'), 'null');
    expect(readSnapshot(storage, at())).toBeNull();
  });
});
