/** Union of two ascending timestamp arrays, and where each source's points land in it. */
export function joinTimes(
  a: readonly number[],
  b: readonly number[] | null,
): { x: number[]; indexA: Int32Array; indexB: Int32Array | null } {
  if (!b || b.length === 0) return { x: [...a], indexA: Int32Array.from(a, (_, i) => i), indexB: b ? new Int32Array(0) : null };
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
 * A device's values on the joined axis. Times that belong only to the other device are left
 * undefined, which uPlot draws across, so only a device's own missing readings (null) break its line.
 */
export function spread(values: readonly (number | null)[], index: Int32Array, length: number): (number | null | undefined)[] {
  if (index.length === length) return values as (number | null)[];
  const out = new Array<number | null | undefined>(length);
  for (let i = 0; i < values.length; i++) out[index[i]!] = values[i] ?? null;
  return out;
}
