import { domainText } from '../../i18n/domainText';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudRain } from '@tabler/icons-react';
import type { PlannerRow } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { plannerMessages } from './messages';

/** The rain rule the projections count by, and whether the forecast behind them is simulated. */
export function PlannerNotes({ rainRule, rows }: { rainRule: string; rows: readonly PlannerRow[] }) {
  const t = useT(plannerMessages);
  const simulated = rows.some((row) => row.recommendation.projection?.forecastSimulated);
  return (
    <>
      {simulated && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} py="xs" data-testid="forecast-simulated">
          {t('forecastSimulated')}
        </Alert>
      )}
      {rainRule && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="rain-rule">
          <IconCloudRain size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {domainText(rainRule)}
          </Text>
        </Group>
      )}
    </>
  );
}
