/** One query kept on the device: its id, how many bytes it takes and when it was last fetched or shown. */
export interface CachedEntryInfo {
  id: string;
  bytes: number;
  usedAt: number;
}

export const MB = 1_000_000;
/** The most the reading cache takes, even on a device with room to spare. */
export const MAX_BUDGET_BYTES = 50 * MB;
/** Used when the browser won't say its quota (Safari before 17): a size any browser grants. */
export const UNKNOWN_QUOTA_BUDGET_BYTES = 20 * MB;
/** Data older than this is not worth showing: a month of readings is what the graph opens on. */
export const MAX_AGE_MS = 30 * 86_400_000;

/** The reading cache's share of the origin's storage quota (navigator.storage.estimate()): 20 %, at most 50 MB. */
export function storageBudget(quotaBytes: number | undefined): number {
  if (quotaBytes === undefined || !Number.isFinite(quotaBytes) || quotaBytes <= 0) return UNKNOWN_QUOTA_BUDGET_BYTES;
  return Math.min(MAX_BUDGET_BYTES, Math.floor(quotaBytes * 0.2));
}

/**
 * Which entries to remove so the cache fits its budget (issue 37): first every entry older than
 * MAX_AGE_MS, then the least recently used ones, oldest first, until the rest fits. Entries of the
 * page on screen (`keep`) are never removed, even when they alone exceed the budget.
 */
export function entriesToEvict(entries: readonly CachedEntryInfo[], budgetBytes: number, keep: ReadonlySet<string>, now: number): string[] {
  const evicted: string[] = [];
  let total = 0;
  const candidates: CachedEntryInfo[] = [];
  for (const entry of entries) {
    if (!keep.has(entry.id) && now - entry.usedAt > MAX_AGE_MS) evicted.push(entry.id);
    else {
      total += entry.bytes;
      if (!keep.has(entry.id)) candidates.push(entry);
    }
  }
  candidates.sort((a, b) => a.usedAt - b.usedAt);
  for (const entry of candidates) {
    if (total <= budgetBytes) break;
    evicted.push(entry.id);
    total -= entry.bytes;
  }
  return evicted;
}

/**
 * About how many bytes a value takes in IndexedDB: typed arrays (the graph's columns) by their
 * buffer, text at two bytes a character, numbers at eight. An estimate to rank and budget
 * entries, not an exact count.
 */
export function approximateBytes(value: unknown, seen = new Set<object>()): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return 2 * value.length;
  if (typeof value === 'number' || typeof value === 'bigint') return 8;
  if (typeof value === 'boolean') return 4;
  if (typeof value !== 'object') return 0;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (seen.has(value)) return 0;
  seen.add(value);
  let bytes = 0;
  if (Array.isArray(value)) for (const item of value) bytes += approximateBytes(item, seen);
  else
    for (const [key, item] of Object.entries(value)) {
      bytes += 2 * key.length + approximateBytes(item, seen);
    }
  return bytes;
}
