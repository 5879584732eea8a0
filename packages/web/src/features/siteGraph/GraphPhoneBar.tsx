import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { TIME_PERIOD_LABELS, type TimePeriod } from '@tilth/domain';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { siteGraphMessages } from './messages';

/**
 * The row above the chart on a phone: Graph options (the sheet with every control) showing the
 * period drawn, and a quiet line while the rest of the year loads in the background. The row has
 * one height whether that line shows or not, so the chart never moves.
 */
export function GraphPhoneBar({ period, loadingYear, onOpen }: { period: TimePeriod; loadingYear: boolean; onOpen: () => void }) {
  const t = useT(siteGraphMessages);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mih={44} className="graph-no-print" data-testid="graph-phone-bar">
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={onOpen}
        aria-haspopup="dialog"
        data-testid="graph-options-button"
        style={{ flexShrink: 0 }}
      >
        {t('graphOptions')}
        <Text span c="dimmed" fw={500} ml={6} data-testid="graph-options-period">
          · {domainText(TIME_PERIOD_LABELS[period])}
        </Text>
      </Button>
      {loadingYear && <LoadingYear />}
    </Group>
  );
}

/** Said while the year is fetched in the background (a period switch after it is instant). */
export function LoadingYear() {
  const t = useT(siteGraphMessages);
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="prefetching" className="graph-no-print">
      <Loader size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('loadingYear')}
      </Text>
    </Group>
  );
}
