import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { staleness } from '@tilth/domain';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

/**
 * How long the probe has been quiet, in the active language: the largest whole unit, as the
 * domain's `ageInWords` counts it (minutes under two hours, hours under two days, then days).
 */
function quietFor(ageMs: number): { key: 'staleMinutes' | 'staleHours' | 'staleDays'; count: number } {
  const minutes = Math.floor(ageMs / 60_000);
  if (minutes < 120) return { key: 'staleMinutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: 'staleHours', count: hours };
  return { key: 'staleDays', count: Math.floor(hours / 24) };
}

/** Above the chart when the probe has gone quiet: the graph ends early for a reason, said in words. */
export function GraphStaleNotice({ lastUpdated }: { lastUpdated: string | null }) {
  const t = useT(siteGraphMessages);
  if (!lastUpdated) return null;
  const now = Date.now();
  const { stale } = staleness(lastUpdated, now);
  if (!stale) return null;
  // As ui/dateText's dateTimeText ('Nov 24, 2026, 8:05 AM' in English), in the active language.
  const at = new Date(lastUpdated).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const lastMs = Date.parse(lastUpdated);
  const quiet = Number.isFinite(lastMs) ? quietFor(now - lastMs) : null;
  const text = quiet ? t(quiet.key, { count: quiet.count }) : t('staleNoDataYet');
  return (
    <Alert
      color="orange"
      variant="light"
      py={6}
      icon={<IconClockExclamation size={18} aria-hidden />}
      data-testid="graph-stale-notice"
      role="status"
    >
      {t('staleNotice', { stale: text, at })}
    </Alert>
  );
}
