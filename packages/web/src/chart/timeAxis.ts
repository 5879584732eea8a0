/** Union of two ascending timestamp arrays, and where each source's points land in it. */
export function joinTimes(
  a: readonly number[],
  b: readonly number[] | null,
): { x: number[]; indexA: Int32Array; indexB: Int32Array | null } {
  if (!b || b.length === 0) {
    const indexA = new Int32Array(a.length);
    for (let i = 0; i < a.length; i++) indexA[i] = i;
    return { x: a.slice(), indexA, indexB: b ? new Int32Array(0) : null };
  }
  const x: number[] = [];
  const indexA = new Int32Array(a.length);
  const indexB = new Int32Array(b.length);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const ta = i < a.length ? a[i]! : Infinity;
    const tb = j < b.length ? b[j]! : Infinity;
    const t = Math.min(ta, tb);
    if (ta === t) indexA[i++] = x.length;
    if (tb === t) indexB[j++] = x.length;
    x.push(t);
  }
  return { x, indexA, indexB };
}

/**
 * A device's column (NaN where missing) on the joined axis: the column itself when the axis is the
 * device's own times (its index then covers every position), else placed at the device's positions
 * (`own`) with NaN between — positions the chart draws across, not gaps.
 */
export function placeOnAxis(column: Float64Array, index: Int32Array, length: number): { values: Float64Array; own: Int32Array | null } {
  if (index.length === length) return { values: column, own: null };
  const values = new Float64Array(length).fill(NaN);
  for (let i = 0; i < index.length; i++) values[index[i]!] = column[i]!;
  return { values, own: index };
}
