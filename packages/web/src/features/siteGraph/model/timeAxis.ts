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
 * A device's values (a numeric column, NaN where missing) on the joined axis, with their smallest
 * and largest value found on the way (min > max when there is none). A missing reading is null, which
 * breaks the line; times that belong only to the other device are left undefined, which uPlot draws
 * across.
 */
export function spreadColumn(
  column: Float64Array,
  index: Int32Array,
  length: number,
): { values: (number | null | undefined)[]; min: number; max: number } {
  const values = new Array<number | null | undefined>(length);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < column.length; i++) {
    const v = column[i]!;
    if (v === v) {
      values[index[i]!] = v;
      if (v < min) min = v;
      if (v > max) max = v;
    } else values[index[i]!] = null;
  }
  return { values, min, max };
}

/** spreadColumn for a column in the answer's form (null where missing), without the extent. */
export function spread(values: readonly (number | null)[], index: Int32Array, length: number): (number | null | undefined)[] {
  if (index.length === length) return values as (number | null)[];
  const out = new Array<number | null | undefined>(length);
  for (let i = 0; i < values.length; i++) out[index[i]!] = values[i] ?? null;
  return out;
}
