import type { SiteCardDetail } from '@tilth/domain';
import { eventPercolation, hourStartTs, probeEvents, probeHours } from '@tilth/domain/agronomy/probeEvents';
import { fixedClock } from '@tilth/domain/time/zoneClock';
import type { ReadingStore } from '../telemetry/readingStore';

const HOUR = 3600;
/** How far back the card looks for the last wetting event. */
export const RECENT_EVENT_DAYS = 14;

/**
 * The card's last wetting event and how deep its water went (docs/agronomy.md §3), from the probe's
 * last two weeks of hourly moisture: the top sensor's rise or the profile's storage gain
 * triggers an event; the deepest sensor that responded is the percolation depth.
 */
export async function recentWetting(
  readings: ReadingStore,
  probe: { num: number; depths: number[]; lastReadingAt: number | null },
  soilType: string | null,
): Promise<Pick<SiteCardDetail, 'lastWettingEvent' | 'percolation'>> {
  const none = { lastWettingEvent: null, percolation: null };
  if (probe.lastReadingAt === null || probe.depths.length === 0) return none;
  const to = probe.lastReadingAt;
  const from = to - RECENT_EVENT_DAYS * 24 * HOUR;
  const columns = await readings.readRange(probe.num, probe.depths.length, from, to);
  if (columns.ts.length === 0) return none;
  // Events only need hour indexes, so UTC hours do; the frame maps an index back to a time.
  const hours = probeHours(columns, probe.depths, fixedClock(0), from, to);
  const last = probeEvents(hours).at(-1);
  if (!last) return none;
  const percolation = eventPercolation(hours, last, soilType);
  const round = (v: number | null, digits: number) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);
  return {
    lastWettingEvent: {
      at: new Date(hourStartTs(hours.frame, last.start) * 1000).toISOString(),
      riseVwc: round(last.riseVwc, 1),
      sizeIn: round(last.sizeIn, 2),
    },
    percolation: { depthIn: percolation.depthIn, deepDrainage: percolation.deepDrainage },
  };
}
