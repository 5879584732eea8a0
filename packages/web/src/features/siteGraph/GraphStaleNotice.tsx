import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { staleness } from '@tilth/domain';
import { dateTimeText } from '../../ui/dateText';

/** Above the chart when the probe has gone quiet: the graph ends early for a reason, said in words. */
export function GraphStaleNotice({ lastUpdated }: { lastUpdated: string | null }) {
  if (!lastUpdated) return null;
  const { stale, text } = staleness(lastUpdated, Date.now());
  if (!stale) return null;
  const at = dateTimeText(lastUpdated);
  return (
    <Alert
      color="orange"
      variant="light"
      py={6}
      icon={<IconClockExclamation size={18} aria-hidden />}
      data-testid="graph-stale-notice"
      role="status"
    >
      {text}: the newest reading is from {at}.
    </Alert>
  );
}
