import { Alert, Badge, Button, Drawer, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChartLine } from '@tabler/icons-react';
import type { FleetDeviceDetail, FleetFault } from '@tilth/domain';
import { Link } from 'react-router';
import { loadFailed } from '../../ui/apiMessages';
import { useFleetDevice } from './fleetApi';
import { batteryText, batteryTrendText, completenessText, dateTime, signalText } from './fleetFormat';
import { StatusBadge } from './FleetRowParts';
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
  const open = fault.clearedAt === null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="fleet-fault">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {fault.title}
        </Text>
        <Badge color={open ? 'grape' : 'gray'} variant={open ? 'filled' : 'light'} tt="none">
          {open ? `Open since ${dateTime(fault.openedAt)}` : `Cleared ${dateTime(fault.clearedAt)}`}
        </Badge>
      </Group>
      <Text size="sm">{fault.evidence.summary}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        Evidence: {dateTime(fault.evidence.from)} to {dateTime(fault.evidence.to)}
        {fault.evidence.points.length > 0 &&
          ` · ${fault.evidence.points.map((p) => `${p.value.toFixed(2)} at ${dateTime(p.at)}`).join(', ')}`}
      </Text>
    </Paper>
  );
}

function Detail({ detail }: { detail: FleetDeviceDetail }) {
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
          {d.customer.name} · {d.farm.name} · ID# {d.site.siteId}
        </Text>
        <Text size="sm" ff="monospace">
          {d.kind === 'local' ? 'Local sensor' : 'Probe'} {d.deviceId} · {d.hardwareType}
        </Text>
      </Stack>
      <Button component={Link} to={detail.graphPath} leftSection={<IconChartLine size={18} aria-hidden />} variant="light" w="fit-content">
        Open the graph
      </Button>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Fact label="Last reading">{dateTime(d.lastReadingAt)}</Fact>
        <Fact label="Reports every">{d.reportingIntervalMinutes === null ? '—' : `${d.reportingIntervalMinutes} minutes`}</Fact>
        <Fact label="Battery">
          {batteryText(d)}
          {batteryTrendText(d) ? ` (${batteryTrendText(d)})` : ''}
        </Fact>
        <Fact label="Signal">{signalText(d)}</Fact>
        <Fact label="Readings received">{completenessText(d)}</Fact>
        <Fact label="Packet errors">{d.packetErrorPercent === null ? 'Not reported' : `${d.packetErrorPercent} %`}</Fact>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Last 30 days
        </Title>
        <Sparkline
          label="Battery"
          unit="%"
          colour="var(--mantine-color-orange-6)"
          min={0}
          max={100}
          points={days.map((x) => ({ day: x.day, value: x.batteryPercent }))}
          testId="spark-battery"
        />
        <Sparkline
          label="Signal (RSSI)"
          unit="dBm"
          colour="var(--mantine-color-blue-6)"
          points={days.map((x) => ({ day: x.day, value: x.rssi }))}
          testId="spark-signal"
        />
        <Sparkline
          label="Readings received"
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
          Sensor faults
        </Title>
        {detail.faults.length === 0 ? (
          <Text size="sm" c="dimmed">
            No sensor fault in the last 30 days.
          </Text>
        ) : (
          detail.faults.map((f) => <FaultItem key={f.id} fault={f} />)
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Times the site stopped reporting
        </Title>
        {detail.disconnections.length === 0 ? (
          <Text size="sm" c="dimmed">
            None recorded.
          </Text>
        ) : (
          <List size="sm" spacing={2} data-testid="fleet-outages">
            {detail.disconnections.map((o) => (
              <List.Item key={o.startedAt}>
                {dateTime(o.startedAt)} – {o.endedAt ? dateTime(o.endedAt) : 'still not reporting'}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Site changes
        </Title>
        {detail.changelog.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes recorded.
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {detail.changelog.map((c) => (
              <List.Item key={c.objectId}>
                {dateTime(c.createdAt)}: {c.friendlyName} {c.oldValue ? `from ${c.oldValue} ` : ''}to {c.newValue ?? 'nothing'} (
                {c.user.name})
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
  const query = useFleetDevice(deviceId);
  return (
    <Drawer
      opened={deviceId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close the device panel' }}
    >
      {query.isPending && deviceId !== null ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the device">
          <Skeleton h={60} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </Stack>
      ) : query.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {loadFailed('The device could not be loaded', query.error)}
        </Alert>
      ) : query.data ? (
        <Detail detail={query.data} />
      ) : null}
    </Drawer>
  );
}
