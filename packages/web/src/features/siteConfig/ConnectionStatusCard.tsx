import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { signalBars, signalLabel, type DeviceConnection } from '@tilth/domain';
import { loadFailed } from '../../ui/apiMessages';
import { relativeTime } from '../../ui/relativeTime';
import { SectionCard } from '../../ui/SectionCard';
import { SignalBars } from '../siteDetail/RadioStatus';
import { useConnection } from './siteConfigApi';
import { momentText } from './timeText';

const DEVICES = [
  { key: 'badger', name: 'Probe logger (badger)' },
  { key: 'fox', name: 'Local sensor (Fox)' },
  { key: 'baseStation', name: 'Base station' },
] as const;

/** The header's signal shape from a device's strength (spec 002 §2.9, §9). */
function signalOf(device: DeviceConnection) {
  if (device.rssi === null) return null;
  const bars = signalBars(device.rssi);
  return { rssi: device.rssi, bars, label: signalLabel(bars), at: device.extraData.lastReportedTime ?? '' };
}

function DeviceRow({ name, device }: { name: string; device: DeviceConnection }) {
  const last = device.extraData.lastReportedTime;
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="sm" data-testid="connection-device">
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          ID {device.deviceId}
        </Text>
        <Text size="sm" title={momentText(last) ?? undefined}>
          {last ? `Last reported ${relativeTime(last)}` : 'Never reported'}
          {device.extraData.per !== null && ` · packet errors ${device.extraData.per}%`}
        </Text>
      </Stack>
      <SignalBars signal={signalOf(device)} />
    </Group>
  );
}

/** Row 2 (spec 002 §2.2, §3): each device's link to the base station, strength as signal bars. */
export function ConnectionStatusCard({ siteObjId }: { siteObjId: string }) {
  const connection = useConnection(siteObjId);
  const devices = connection.data
    ? DEVICES.flatMap((d) => (connection.data[d.key] ? [{ ...d, device: connection.data[d.key]! }] : []))
    : [];
  return (
    <SectionCard title="Hardware Connection Status" labelId="config-hardware-connection-status">
      {connection.isPending && <Skeleton h={120} radius="md" aria-label="Loading the hardware connection" />}
      {connection.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed('The hardware connection could not be loaded', connection.error)}
        </Alert>
      )}
      {connection.data && devices.length === 0 && (
        <Text size="sm" c="dimmed">
          No devices are connected to this site yet.
        </Text>
      )}
      {devices.length > 0 && (
        <Stack gap="md">
          {devices.map((d) => (
            <DeviceRow key={d.key} name={d.name} device={d.device} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
