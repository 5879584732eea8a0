import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudRain, IconRuler2 } from '@tabler/icons-react';

/** Where the weather behind the account comes from, how rain is counted, and what acre-inches need. */
export function WaterNotes({
  weatherSimulated,
  rainRule,
  withoutArea,
}: {
  weatherSimulated: boolean;
  rainRule: string;
  withoutArea: string[];
}) {
  return (
    <>
      {weatherSimulated && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} py="xs" data-testid="water-weather-simulated">
          The weather in this account is simulated: rain and crop water use come from a weather model for the farm’s location, not from a
          weather station. Irrigation is what was logged, and stored water is what the probes measured.
        </Alert>
      )}
      {rainRule && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="water-rain-rule">
          <IconCloudRain size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            Effective rain: {rainRule}
          </Text>
        </Group>
      )}
      {withoutArea.length > 0 && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="water-without-area">
          <IconRuler2 size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            No acre-inches for {withoutArea.join(', ')}: set the irrigated area on the site’s Irrigation Types card (Configuration).
          </Text>
        </Group>
      )}
    </>
  );
}
