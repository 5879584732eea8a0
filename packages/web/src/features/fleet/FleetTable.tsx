import { Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FleetDeviceRow } from '@tilth/domain';
import { useT } from '../../i18n/useT';
import { fleetMessages } from './messages';
import { Battery, Completeness, DeviceName, Faults, LastReading, Signal, StatusBadge } from './FleetRowParts';

interface FleetListProps {
  devices: FleetDeviceRow[];
  onOpen: (device: FleetDeviceRow) => void;
}

/** The fleet on wider screens: one row per device, in the server's order (worst first by default). */
export function FleetTable({ devices, onOpen }: FleetListProps) {
  const t = useT(fleetMessages);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={980}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('listLabel')} data-testid="fleet-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={250}>
                {t('colDevice')}
              </Table.Th>
              <Table.Th scope="col" w={130}>
                {t('colStatus')}
              </Table.Th>
              <Table.Th scope="col" w={120}>
                {t('colLastReading')}
              </Table.Th>
              <Table.Th scope="col" w={150}>
                {t('colBattery')}
              </Table.Th>
              <Table.Th scope="col" w={180}>
                {t('colSignal')}
              </Table.Th>
              <Table.Th scope="col" w={100}>
                {t('colReadings')}
              </Table.Th>
              <Table.Th scope="col">{t('colOpenFaults')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {devices.map((device) => (
              <Table.Tr
                key={device.id}
                data-testid="fleet-row"
                data-device-id={device.deviceId}
                data-status={device.status}
                onClick={() => onOpen(device)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Th scope="row" fw={400}>
                  <DeviceName device={device} onOpen={onOpen} />
                </Table.Th>
                <Table.Td>
                  <StatusBadge device={device} />
                </Table.Td>
                <Table.Td>
                  <LastReading device={device} />
                </Table.Td>
                <Table.Td>
                  <Battery device={device} />
                </Table.Td>
                <Table.Td>
                  <Signal device={device} />
                </Table.Td>
                <Table.Td>
                  <Completeness device={device} />
                </Table.Td>
                <Table.Td>
                  <Faults device={device} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

/** The fleet on a phone: a card per device with the same facts. */
export function FleetCards({ devices, onOpen }: FleetListProps) {
  const t = useT(fleetMessages);
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
      aria-label={t('listLabel')}
      data-testid="fleet-cards"
    >
      {devices.map((device) => (
        <li key={device.id} data-testid="fleet-row" data-device-id={device.deviceId} data-status={device.status}>
          <Paper withBorder radius="lg" p="sm">
            <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
              <div style={{ flex: '1 1 180px', minWidth: 0 }}>
                <DeviceName device={device} onOpen={onOpen} />
              </div>
              <div style={{ flex: 'none' }}>
                <StatusBadge device={device} />
              </div>
            </div>
            <dl
              style={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 12,
                rowGap: 6,
                margin: '10px 0 0',
                alignItems: 'baseline',
              }}
            >
              <CardFact label={t('colLastReading')}>
                <LastReading device={device} />
              </CardFact>
              <CardFact label={t('colBattery')}>
                <Battery device={device} />
              </CardFact>
              <CardFact label={t('colSignal')}>
                <Signal device={device} />
              </CardFact>
              <CardFact label={t('colReadings')}>
                <Completeness device={device} />
              </CardFact>
              {device.faults.length > 0 && (
                <CardFact label={t('faults')}>
                  <Faults device={device} />
                </CardFact>
              )}
            </dl>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
