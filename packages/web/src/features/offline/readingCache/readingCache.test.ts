import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../api/session';
import type { SavedQuery } from './deviceStore';

// The device (IndexedDB) as a map keyed like deviceStore's [userId, queryHash].
const device = new Map<string, SavedQuery>();
const id = (userId: string, hash: string) => `${userId}|${hash}`;
vi.mock('./deviceStore', () => ({
  readSavedQueries: async (userId: string) =>
    [...device].filter(([key]) => key.startsWith(`${userId}|`)).map(([key, saved]) => ({ hash: key.split('|')[1]!, saved })),
  readSavedHashes: async (userId: string) =>
    [...device.keys()].filter((key) => key.startsWith(`${userId}|`)).map((key) => key.split('|')[1]!),
  readSavedMany: async (userId: string, hashes: string[]) =>
    hashes.flatMap((hash) => (device.has(id(userId, hash)) ? [{ hash, saved: device.get(id(userId, hash))! }] : [])),
  readSavedQuery: async (userId: string, hash: string) => device.get(id(userId, hash)),
  saveQueries: async (userId: string, items: { hash: string; saved: SavedQuery }[]) => {
    for (const { hash, saved } of items) device.set(id(userId, hash), saved);
  },
  removeQueries: async (userId: string, hashes: string[]) => hashes.forEach((hash) => device.delete(id(userId, hash))),
  removeOtherUsers: async (keep: string | null) => {
    for (const key of [...device.keys()]) if (!key.startsWith(`${keep}|`)) device.delete(key);
  },
}));

const { restoreReadingCache, startReadingCache, allSavedToDevice } = await import('./readingCache');
const { startEarlyRead } = await import('./earlyRead');

const now = Date.UTC(2026, 10, 27, 12, 0);
const saved = (queryKey: unknown[], data: unknown, dataUpdatedAt: number): SavedQuery => ({
  queryKey,
  data,
  dataUpdatedAt,
  usedAt: dataUpdatedAt,
  bytes: 10,
});
const hashOf = (key: unknown[]) => JSON.stringify(key);

describe('the reading cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    device.clear();
    localStorage.clear();
    writeSession({ token: 't', userId: 'u1' });
  });
  afterEach(() => vi.useRealTimers());

  it("restores from the read the page's first script began, for the same user and address only", async () => {
    // Read early for the sites page, then gone from the device: only that read can bring it back.
    const readEarlyThenForget = async () => {
      device.set(id('u1', hashOf(['profile', 'u1'])), saved(['profile', 'u1'], { name: 'Rosa' }, now - 3_600_000));
      startEarlyRead('u1', '/farm/F1/sites');
      await vi.advanceTimersByTimeAsync(0);
      device.clear();
    };
    await readEarlyThenForget();
    const client = new QueryClient();
    await restoreReadingCache(client, 'u1', false, '/farm/F1/sites');
    expect(client.getQueryData(['profile', 'u1'])).toEqual({ name: 'Rosa' });

    await readEarlyThenForget();
    const elsewhere = new QueryClient();
    await restoreReadingCache(elsewhere, 'u1', false, '/dashboard/planner');
    expect(elsewhere.getQueryData(['profile', 'u1'])).toBeUndefined();
  });

  it('restores the user’s answers with their fetch time, drops those older than 30 days and other users’', async () => {
    device.set(id('u1', hashOf(['profile', 'u1'])), saved(['profile', 'u1'], { name: 'Rosa' }, now - 3_600_000));
    device.set(id('u1', hashOf(['planner', 'page', null, null])), saved(['planner', 'page', null, null], [], now - 31 * 86_400_000));
    device.set(id('u2', hashOf(['profile', 'u2'])), saved(['profile', 'u2'], { name: 'Other' }, now));
    const client = new QueryClient();
    await restoreReadingCache(client, 'u1', false);
    expect(client.getQueryData(['profile', 'u1'])).toEqual({ name: 'Rosa' });
    expect(client.getQueryState(['profile', 'u1'])?.dataUpdatedAt).toBe(now - 3_600_000);
    expect(client.getQueryData(['planner', 'page', null, null])).toBeUndefined();
    // Other users' answers go when the browser is idle.
    await vi.advanceTimersByTimeAsync(0);
    expect([...device.keys()]).toEqual([id('u1', hashOf(['profile', 'u1']))]);
  });

  it('online, restores what screens only draw, stale however recent, and fetches first what they copy into their state', async () => {
    device.set(id('u1', hashOf(['preference', 'u1'])), saved(['preference', 'u1'], { unit: 'meters' }, now - 1_000));
    device.set(id('u1', hashOf(['sites', 'thumbnails', ['s1']])), saved(['sites', 'thumbnails', ['s1']], { s1: [1, 2] }, now - 1_000));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await restoreReadingCache(client, 'u1', true);
    expect(client.getQueryData(['preference', 'u1'])).toBeUndefined();
    expect(client.getQueryData(['sites', 'thumbnails', ['s1']])).toEqual({ s1: [1, 2] });
    expect(client.getQueryState(['sites', 'thumbnails', ['s1']])?.isInvalidated).toBe(true);
    // Still on the device for a start without a network.
    expect(device.has(id('u1', hashOf(['preference', 'u1'])))).toBe(true);
  });

  it('reads other sites’ graph answers only when a screen asks for them, the site in the address at once', async () => {
    const series = (site: string) => ['siteGraph', site, 'series', 'ONE_MONTH', null, null];
    device.set(id('u1', hashOf(series('s1'))), saved(series('s1'), { values: [1] }, now - 1_000));
    device.set(id('u1', hashOf(series('s2'))), saved(series('s2'), { values: [2] }, now - 1_000));
    device.set(id('u1', hashOf(series('s3'))), saved(series('s3'), { values: [3] }, now - 40 * 86_400_000));
    const client = new QueryClient();
    await restoreReadingCache(client, 'u1', true, '/farm/f1/site/10001/s1/0xabc/graph');
    expect(client.getQueryData(series('s1'))).toEqual({ values: [1] });
    expect(client.getQueryData(series('s2'))).toBeUndefined();
    // The graph of s2 opens: its month comes from the device.
    client.getQueryCache().build(client, { queryKey: series('s2') });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(series('s2'))).toEqual({ values: [2] });
    // Older than 30 days: never shown, and removed once weighed when idle.
    client.getQueryCache().build(client, { queryKey: series('s3') });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(series('s3'))).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(device.has(id('u1', hashOf(series('s3'))))).toBe(false);
    expect(device.has(id('u1', hashOf(series('s2'))))).toBe(true);
  });

  it('online, a query a screen opens later is read back from the device only if screens draw it as it is', async () => {
    device.set(id('u1', hashOf(['sites', 'header', 's1'])), saved(['sites', 'header', 's1'], { showNotes: false }, now - 1_000));
    device.set(id('u1', hashOf(['planner', 'page', null, null])), saved(['planner', 'page', null, null], { rows: [] }, now - 1_000));
    const client = new QueryClient();
    await restoreReadingCache(client, 'u1', true);
    client.removeQueries();
    client.getQueryCache().build(client, { queryKey: ['sites', 'header', 's1'] });
    client.getQueryCache().build(client, { queryKey: ['planner', 'page', null, null] });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['sites', 'header', 's1'])).toBeUndefined();
    expect(client.getQueryData(['planner', 'page', null, null])).toEqual({ rows: [] });
  });

  it('writes kept answers to the device a second after they arrive, and not the others', async () => {
    const client = new QueryClient();
    startReadingCache(client, 'u1');
    await client.fetchQuery({ queryKey: ['sites', 'header', 's1'], queryFn: () => ({ name: 'East Dryland' }) });
    await client.fetchQuery({ queryKey: ['subscriptions', 'history'], queryFn: () => [1, 2] });
    expect(allSavedToDevice()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(allSavedToDevice()).toBe(true);
    expect([...device.keys()]).toEqual([id('u1', hashOf(['sites', 'header', 's1']))]);
    expect(device.get(id('u1', hashOf(['sites', 'header', 's1'])))).toMatchObject({ data: { name: 'East Dryland' }, dataUpdatedAt: now });
  });

  it('writes what is waiting at once when the page is left, not a second later (a reload right after the planner)', async () => {
    const client = new QueryClient();
    startReadingCache(client, 'u1');
    await client.fetchQuery({ queryKey: ['planner', 'page', null, null], queryFn: () => ({ rows: [{ siteName: 'Furrow Block' }] }) });
    expect(device.size).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    // Still being written: not yet "all saved" until IndexedDB has it.
    expect(allSavedToDevice()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(device.get(id('u1', hashOf(['planner', 'page', null, null])))?.data).toEqual({ rows: [{ siteName: 'Furrow Block' }] });
    expect(allSavedToDevice()).toBe(true);
    // The batch's timer was cancelled: nothing is written twice.
    device.clear();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(device.size).toBe(0);
  });

  it('forgets everything on the device when the user signs out', async () => {
    device.set(id('u1', hashOf(['profile', 'u1'])), saved(['profile', 'u1'], { name: 'Rosa' }, now));
    const client = new QueryClient();
    await restoreReadingCache(client, 'u1', false);
    // What SessionProvider's endSession does: local storage first, then the query cache.
    localStorage.clear();
    client.clear();
    await vi.advanceTimersByTimeAsync(0);
    expect(device.size).toBe(0);
  });
});
