import { Group, Text } from '@mantine/core';
import type { SiteHeaderView } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { BatteryGauge, SignalBars } from '../siteDetail/RadioStatus';
import { siteGraphMessages } from './messages';

/** The System tab's radio status above its battery and RSSI lines. */
export function GraphSystemStatus({ site }: { site: Pick<SiteHeaderView, 'signal' | 'battery'> }) {
  const t = useT(siteGraphMessages);
  return (
    <Group gap="xl" data-testid="system-status">
      <SignalBars signal={site.signal} />
      <BatteryGauge battery={site.battery} />
      <Text size="sm" c="dimmed">
        {t('systemStatusNote')}
      </Text>
    </Group>
  );
}
