import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { FleetDeviceRow } from '@tilth/domain';
import { intlLocale } from '../../i18n/catalog';
import { useT } from '../../i18n/useT';
import { relativeTime } from '../../ui/relativeTime';
import { batteryText, batteryTrendText, completenessText, deviceName, percentText, signalText, STATUS_COLOURS } from './fleetFormat';
import { fleetMessages } from './messages';

/** The site, who it belongs to and which device: a button that opens the device's panel. */
export function DeviceName({ device, onOpen }: { device: FleetDeviceRow; onOpen: (device: FleetDeviceRow) => void }) {
  useT(fleetMessages);
  return (
    <Stack gap={0} miw={0}>
      <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => onOpen(device)} data-testid="fleet-open">
        {device.site.name}
      </Anchor>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {device.customer.name} · {device.farm.name}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {deviceName(device)}
      </Text>
    </Stack>
  );
}

export function StatusBadge({ device }: { device: FleetDeviceRow }) {
  return (
    <Badge
      color={STATUS_COLOURS[device.status]}
      variant={device.status === 'reporting' ? 'light' : 'filled'}
      tt="none"
      data-testid="fleet-status"
    >
      {device.statusText}
    </Badge>
  );
}

export function LastReading({ device }: { device: FleetDeviceRow }) {
  const t = useT(fleetMessages);
  if (!device.lastReadingAt) return <Text size="sm">{t('never')}</Text>;
  return (
    <Tooltip label={new Date(device.lastReadingAt).toLocaleString(intlLocale())}>
      <Text size="sm">{relativeTime(device.lastReadingAt)}</Text>
    </Tooltip>
  );
}

export function Battery({ device }: { device: FleetDeviceRow }) {
  useT(fleetMessages);
  const trend = batteryTrendText(device);
  return (
    <Stack gap={0}>
      <Text
        size="sm"
        c={device.battery?.low ? 'var(--mantine-color-error)' : undefined}
        fw={device.battery?.low ? 600 : undefined}
        data-testid="fleet-battery"
      >
        {batteryText(device)}
      </Text>
      {trend && (
        <Text size="xs" c="dimmed">
          {trend}
        </Text>
      )}
    </Stack>
  );
}

export function Signal({ device }: { device: FleetDeviceRow }) {
  useT(fleetMessages);
  return <Text size="sm">{signalText(device)}</Text>;
}

export function Completeness({ device }: { device: FleetDeviceRow }) {
  return (
    <Tooltip label={completenessText(device)}>
      <Text size="sm">{percentText(device.completeness.h24)}</Text>
    </Tooltip>
  );
}

export function Faults({ device }: { device: FleetDeviceRow }) {
  const t = useT(fleetMessages);
  if (device.faults.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('none')}
      </Text>
    );
  return (
    <Group gap={4} data-testid="fleet-faults">
      {device.faults.map((f) => (
        <Badge
          key={`${f.kind}${f.channel}${f.depthIn}`}
          color="grape"
          variant="light"
          tt="none"
          styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3 } }}
        >
          {f.title}
        </Badge>
      ))}
    </Group>
  );
}
