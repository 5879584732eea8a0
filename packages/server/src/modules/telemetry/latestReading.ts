/**
 * The newest reading of one column of a day chunk (./dayChunk). A missing value is stored as NaN
 * so that every column keeps one slot per timestamp; "newest" therefore means the last slot that
 * is not NaN, not simply the last slot.
 */

/** Index of the column's newest reading, or -1 when it has none. */
export function latestIndex(values: Float32Array): number {
  for (let i = values.length - 1; i >= 0; i--) if (!Number.isNaN(values[i]!)) return i;
  return -1;
}

/** The column's newest reading, or null when it has none. */
export function latestValue(values: Float32Array): number | null {
  const i = latestIndex(values);
  return i < 0 ? null : values[i]!;
}
