import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { signalBars, signalLabel, type DeviceConnection } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { relativeTime } from '../../ui/relativeTime';
import { SectionCard } from '../../ui/SectionCard';
import { SignalBars } from '../siteDetail/RadioStatus';
import { siteConfigMessages } from './messages';
import { useConnection } from './siteConfigApi';
import { momentText } from './timeText';

const DEVICES = [
  { key: 'badger', name: 'deviceBadger' },
  { key: 'fox', name: 'deviceFox' },
  { key: 'baseStation', name: 'deviceBaseStation' },
] as const;

/** The header's signal shape from a device's strength (spec 002 §2.9, §9). */
function signalOf(device: DeviceConnection) {
  if (device.rssi === null) return null;
  const bars = signalBars(device.rssi);
  return { rssi: device.rssi, bars, label: signalLabel(bars), at: device.extraData.lastReportedTime ?? '' };
}

function DeviceRow({ name, device }: { name: string; device: DeviceConnection }) {
  const t = useT(siteConfigMessages);
  const last = device.extraData.lastReportedTime;
  return (
    <Group justify="space-between" align="center" wrap="nowrap" gap="sm" data-testid="connection-device">
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('deviceId', { id: device.deviceId })}
        </Text>
        <Text size="sm" title={momentText(last) ?? undefined}>
          {last ? t('lastReported', { when: relativeTime(last) }) : t('neverReported')}
          {device.extraData.per !== null && t('packetErrors', { percent: device.extraData.per })}
        </Text>
      </Stack>
      <SignalBars signal={signalOf(device)} />
    </Group>
  );
}

/** Row 2 (spec 002 §2.2, §3): each device's link to the base station, strength as signal bars. */
export function ConnectionStatusCard({ siteObjId }: { siteObjId: string }) {
  const t = useT(siteConfigMessages);
  const connection = useConnection(siteObjId);
  const devices = connection.data
    ? DEVICES.flatMap((d) => (connection.data[d.key] ? [{ ...d, device: connection.data[d.key]! }] : []))
    : [];
  return (
    <SectionCard title={t('hardwareConnectionStatus')} labelId="config-hardware-connection-status">
      {connection.isPending && <Skeleton h={120} radius="md" aria-label={t('loadingConnection')} />}
      {connection.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('connectionLoadFailed'), connection.error)}
        </Alert>
      )}
      {connection.data && devices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noDevices')}
        </Text>
      )}
      {devices.length > 0 && (
        <Stack gap="md">
          {devices.map((d) => (
            <DeviceRow key={d.key} name={t(d.name)} device={d.device} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
