import type { ReadingInput } from '@tilth/domain/telemetry/ingest';

/**
 * Test support: hourly series on the farm's clock (index 0 = local midnight of day 0), as the
 * agronomy detection functions take them, from 15-minute readings. Each hour is the mean of its
 * readings, which also averages sensor noise down the way a server's hourly roll-up would.
 */
export function hourlySeries(
  readings: readonly ReadingInput[],
  channel: 'moisture' | 'temperature',
  depthIndex: number,
  localMidnightTs: number,
  offsetSeconds: number,
  hours: number,
): (number | null)[] {
  const sums = new Array<number>(hours).fill(0);
  const counts = new Array<number>(hours).fill(0);
  for (const r of readings) {
    const v = r[channel]?.[depthIndex];
    if (typeof v !== 'number' || typeof r.timestamp !== 'number') continue;
    // A reading stamped t closes the step (t − step, t]: it belongs to the hour that step started in.
    const i = Math.floor((r.timestamp - 1 + offsetSeconds - localMidnightTs) / 3600);
    if (i < 0 || i >= hours) continue;
    sums[i] = (sums[i] as number) + v;
    counts[i] = (counts[i] as number) + 1;
  }
  return sums.map((s, i) => ((counts[i] as number) > 0 ? s / (counts[i] as number) : null));
}
