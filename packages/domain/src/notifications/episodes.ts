import { REMINDER_EVERY_MS } from './kinds';

/** An alert episode still open on a site: when it was last told. */
export interface OpenEpisode {
  lastRaisedAt: number;
}

export type EpisodeStep = 'open' | 'reminder' | 'clear' | 'none';

/**
 * What one evaluation does with a site's condition: one episode is one alert (not one per reading);
 * a condition that persists is repeated at most once per REMINDER_EVERY_MS; its end clears it.
 */
export function episodeStep(conditionHolds: boolean, open: OpenEpisode | null, now: number): EpisodeStep {
  if (!open) return conditionHolds ? 'open' : 'none';
  if (!conditionHolds) return 'clear';
  return now - open.lastRaisedAt >= REMINDER_EVERY_MS ? 'reminder' : 'none';
}
