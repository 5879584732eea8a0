import { staleness } from '@tilth/domain';
import { translate } from '../i18n/catalog';
import { uiMessages } from './messages';

/**
 * Staleness (issue 17) in the app's language: "No data for 3 days" when the newest reading is older
 * than the reporting interval allows, "No data yet" before the first one, '' when fresh. The domain
 * decides whether it is stale; the age is worded here in its largest whole unit, as the domain's
 * ageInWords does: minutes under two hours, hours under two days, then days.
 */
export function staleText(
  lastReadingAt: string | number | null,
  now: number,
  reportingIntervalMinutes?: number,
): { stale: boolean; text: string } {
  const { stale } = staleness(lastReadingAt, now, reportingIntervalMinutes);
  if (!stale) return { stale, text: '' };
  const at = typeof lastReadingAt === 'number' ? lastReadingAt : lastReadingAt === null ? NaN : Date.parse(lastReadingAt);
  if (!Number.isFinite(at)) return { stale, text: translate(uiMessages, 'noDataYet') };
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 120) return { stale, text: translate(uiMessages, 'noDataMinutes', { count: minutes }) };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { stale, text: translate(uiMessages, 'noDataHours', { count: hours }) };
  return { stale, text: translate(uiMessages, 'noDataDays', { count: Math.floor(hours / 24) }) };
}
