import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { hideInSnapshot } from '../../ui/snapshotMarks';
import { staleText } from '../../ui/staleText';
import { siteGraphMessages } from './messages';

/** Above the chart when the probe has gone quiet: the graph ends early for a reason, said in words. */
export function GraphStaleNotice({ lastUpdated }: { lastUpdated: string | null }) {
  const t = useT(siteGraphMessages);
  if (!lastUpdated) return null;
  const { stale, text } = staleText(lastUpdated, Date.now());
  if (!stale) return null;
  // As ui/dateText's dateTimeText ('Nov 24, 2026, 8:05 AM' in English), in the active language.
  const at = new Date(lastUpdated).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Alert
      color="orange"
      variant="light"
      py={6}
      icon={<IconClockExclamation size={18} aria-hidden />}
      data-testid="graph-stale-notice"
      role="status"
      {...hideInSnapshot}
    >
      {t('staleNotice', { stale: text, at })}
    </Alert>
  );
}
