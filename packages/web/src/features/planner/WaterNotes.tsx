import { domainText } from '../../i18n/domainText';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudRain, IconRuler2 } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { waterMessages } from './waterMessages';

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
  const t = useT(waterMessages);
  return (
    <>
      {weatherSimulated && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} py="xs" data-testid="water-weather-simulated">
          {t('weatherSimulated')}
        </Alert>
      )}
      {rainRule && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="water-rain-rule">
          <IconCloudRain size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('effectiveRainRule', { rule: domainText(rainRule) })}
          </Text>
        </Group>
      )}
      {withoutArea.length > 0 && (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="water-without-area">
          <IconRuler2 size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed">
            {t('withoutArea', { sites: withoutArea.join(', ') })}
          </Text>
        </Group>
      )}
    </>
  );
}
