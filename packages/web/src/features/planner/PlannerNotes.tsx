import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudRain } from '@tabler/icons-react';
import type { PlannerRow } from '@tilth/domain';

/** The rain rule the projections count by, and whether the forecast behind them is simulated. */
export function PlannerNotes({ rainRule, rows }: { rainRule: string; rows: readonly PlannerRow[] }) {
  const simulated = rows.some((row) => row.recommendation.projection?.forecastSimulated);
  return (
    <>
      {simulated && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} py="xs" data-testid="forecast-simulated">
          The weather forecast is simulated right now (the weather service could not be reached), so the days to refill and the irrigate-by
          days are estimates from a weather model.
        </Alert>
      )}
      {rainRule && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="rain-rule">
          <IconCloudRain size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {rainRule}
          </Text>
        </Group>
      )}
    </>
  );
}
