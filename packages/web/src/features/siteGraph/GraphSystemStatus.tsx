import { Group, Text } from '@mantine/core';
import type { SiteHeaderView } from '@tilth/domain';
import { BatteryGauge, SignalBars } from '../siteDetail/RadioStatus';

/** The System tab's radio status above its battery and RSSI lines. */
export function GraphSystemStatus({ site }: { site: Pick<SiteHeaderView, 'signal' | 'battery'> }) {
  return (
    <Group gap="xl" data-testid="system-status">
      <SignalBars signal={site.signal} />
      <BatteryGauge battery={site.battery} />
      <Text size="sm" c="dimmed">
        Signal shows ‘no value’ when its newest reading is more than a day old.
      </Text>
    </Group>
  );
}
