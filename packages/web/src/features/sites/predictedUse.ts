import type { SiteCardDetail } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { sitesMessages } from './messages';

export type PredictedUse = { kind: 'days'; days: { forecastDay: number; inches: number }[] } | { kind: 'none'; reason: string };

/**
 * The card's predicted water use: the shown forecast days, or why there are none to show. The
 * server predicts nothing without a crop and planting date, and zero for each day outside the
 * crop's season — a row of '0.00 in' that said nothing about why. `outOfSeason` is the server's
 * season rule for today (the card's state flag), the one farm health and alerts follow.
 */
export function predictedUse(detail: Pick<SiteCardDetail, 'predictedWaterUse' | 'growth'>, outOfSeason = false): PredictedUse {
  const days = (detail.predictedWaterUse ?? [])
    .filter((d) => d.display)
    .map((d) => ({ forecastDay: d.forecastDay, inches: Number(d.forecastValue) }));
  const outside = { kind: 'none', reason: translate(sitesMessages, 'useOutside') } as const;
  if (outOfSeason) return outside;
  if (days.some((d) => d.inches > 0)) return { kind: 'days', days };
  if (detail.growth && !detail.growth.plantType) return { kind: 'none', reason: translate(sitesMessages, 'useNoCrop') };
  if (detail.growth && !detail.growth.plantingDate) return { kind: 'none', reason: translate(sitesMessages, 'useNoPlanting') };
  if (days.length > 0) return outside;
  return { kind: 'none', reason: translate(sitesMessages, 'notAvailable') };
}
