import { Alert, Badge, Button, Drawer, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartLine } from '@tabler/icons-react';
import type { FleetDeviceDetail, FleetFault } from '@tilth/domain';
import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { useFleetDevice } from './fleetApi';
import { batteryText, batteryTrendText, completenessText, dateTime, deviceName, signalText } from './fleetFormat';
import { StatusBadge } from './FleetRowParts';
import { fleetMessages } from './messages';
import { Sparkline } from './Sparkline';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function FaultItem({ fault }: { fault: FleetFault }) {
  const t = useT(fleetMessages);
  const open = fault.clearedAt === null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="fleet-fault">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {fault.title}
        </Text>
        <Badge color={open ? 'grape' : 'gray'} variant={open ? 'filled' : 'light'} tt="none">
          {open ? t('openSince', { at: dateTime(fault.openedAt) }) : t('cleared', { at: dateTime(fault.clearedAt) })}
        </Badge>
      </Group>
      <Text size="sm">{fault.evidence.summary}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('evidence', { from: dateTime(fault.evidence.from), to: dateTime(fault.evidence.to) })}
        {fault.evidence.points.length > 0 &&
          ` · ${fault.evidence.points.map((p) => t('evidencePoint', { value: p.value.toFixed(2), at: dateTime(p.at) })).join(', ')}`}
      </Text>
    </Paper>
  );
}

function Detail({ detail }: { detail: FleetDeviceDetail }) {
  const t = useT(fleetMessages);
  const d = detail.device;
  const days = detail.days;
  return (
    <Stack gap="md" data-testid="fleet-panel">
      <Stack gap={2}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3">
            {d.site.name}
          </Title>
          <StatusBadge device={d} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('panelWho', { customer: d.customer.name, farm: d.farm.name, siteId: d.site.siteId })}
        </Text>
        <Text size="sm" ff="monospace">
          {deviceName(d)} · {d.hardwareType}
        </Text>
      </Stack>
      <Button component={Link} to={detail.graphPath} leftSection={<IconChartLine size={18} aria-hidden />} variant="light" w="fit-content">
        {t('openGraph')}
      </Button>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Fact label={t('lastReading')}>{dateTime(d.lastReadingAt)}</Fact>
        <Fact label={t('reportsEvery')}>
          {d.reportingIntervalMinutes === null ? '—' : t('minutes', { minutes: String(d.reportingIntervalMinutes) })}
        </Fact>
        <Fact label={t('battery')}>
          {batteryText(d)}
          {batteryTrendText(d) ? ` (${batteryTrendText(d)})` : ''}
        </Fact>
        <Fact label={t('signalLabel')}>{signalText(d)}</Fact>
        <Fact label={t('readingsReceived')}>{completenessText(d)}</Fact>
        <Fact label={t('packetErrors')}>{d.packetErrorPercent === null ? t('notReported') : `${d.packetErrorPercent} %`}</Fact>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('last30')}
        </Title>
        <Sparkline
          label={t('battery')}
          unit="%"
          colour="var(--mantine-color-orange-6)"
          min={0}
          max={100}
          points={days.map((x) => ({ day: x.day, value: x.batteryPercent }))}
          testId="spark-battery"
        />
        <Sparkline
          label={t('sparkSignal')}
          unit="dBm"
          colour="var(--mantine-color-blue-6)"
          points={days.map((x) => ({ day: x.day, value: x.rssi }))}
          testId="spark-signal"
        />
        <Sparkline
          label={t('readingsReceived')}
          unit="%"
          colour="var(--mantine-color-teal-6)"
          min={0}
          max={100}
          points={days.map((x) => ({ day: x.day, value: x.completeness }))}
          testId="spark-completeness"
        />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('sensorFaults')}
        </Title>
        {detail.faults.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noFaults')}
          </Text>
        ) : (
          detail.faults.map((f) => <FaultItem key={f.id} fault={f} />)
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('outages')}
        </Title>
        {detail.disconnections.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noneRecorded')}
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="fleet-outages">
            {detail.disconnections.map((o) => (
              <List.Item key={o.startedAt}>
                {dateTime(o.startedAt)} – {o.endedAt ? dateTime(o.endedAt) : t('stillNotReporting')}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('siteChanges')}
        </Title>
        {detail.changelog.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('noChanges')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {detail.changelog.map((c) => (
              <List.Item key={c.objectId}>
                {t(c.oldValue ? 'changeFromTo' : 'changeTo', {
                  at: dateTime(c.createdAt),
                  name: c.friendlyName,
                  oldValue: c.oldValue,
                  newValue: c.newValue ?? t('nothing'),
                  user: c.user.name,
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}

/** The side panel of one device: its month, its faults with their evidence, its site's history. */
export function DevicePanel({ deviceId, title, onClose }: { deviceId: string | null; title: string; onClose: () => void }) {
  const t = useT(fleetMessages);
  const query = useFleetDevice(deviceId);
  return (
    <Drawer
      opened={deviceId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('closePanel') }}
    >
      {query.isPending && deviceId !== null ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loadingDevice')}>
          <Skeleton h={60} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : query.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed(t('deviceLoadFailed'), query.error)}
        </Alert>
      ) : query.data ? (
        <Detail detail={query.data} />
      ) : null}
    </Drawer>
  );
}
