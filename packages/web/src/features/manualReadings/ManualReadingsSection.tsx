import { ActionIcon, Alert, Button, Divider, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ManualReading, Preference } from '@tilth/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { SectionCard } from '../../ui/SectionCard';
import { useAccount } from '../auth/useAccount';
import { WaitingReadings } from '../offline/outbox';
import { depthText, KIND_LABELS, takenAtText, valueText } from './manualReadingText';
import { useDeleteManualReading, useManualReadings } from './manualReadingsApi';

export const MANUAL_READINGS_TITLE = 'Manual readings';
export const NO_READINGS = 'No readings taken by hand in this period. Hand-probe and rain-gauge readings you add show here.';
export const DELETE_READING_MESSAGE = 'This reading will be deleted.';

export interface ManualReadingsSectionProps {
  siteId: string;
  /** The graph's range, ISO 8601. */
  from: string;
  to: string;
  /** The farm's IANA time zone: times read as the notes' do. */
  timeZone: string;
  /** The user's length unit; the signed-in user's preference when left out. */
  unit?: Preference['unit'];
  /** The add form's button (another part of the screen owns the form). */
  addButton?: ReactNode;
  /**
   * Inside a section that already draws the frame and the title (the phone's closed sections under
   * the graph): the list and the button only, not a second card with the same heading.
   */
  framed?: boolean;
}

/** A site's hand-probe and rain-gauge readings in the graph's range, newest first, each deletable after a question. */
export function ManualReadingsSection({ siteId, from, to, timeZone, unit, addButton, framed = true }: ManualReadingsSectionProps) {
  const account = useAccount();
  const lengthUnit = unit ?? (account.status === 'ready' ? account.preference.unit : 'feetInches');
  const readings = useManualReadings(siteId, from, to);
  const remove = useDeleteManualReading(siteId);
  const [confirming, setConfirming] = useState<ManualReading | null>(null);

  const close = () => {
    setConfirming(null);
    remove.reset();
  };
  const confirm = () => confirming && remove.mutate(confirming.id, { onSuccess: close });

  return (
    <Frame framed={framed} addButton={addButton}>
      {/* Readings logged without a connection, kept on this device until they are sent (issue 37). */}
      <WaitingReadings siteId={siteId} unit={lengthUnit} />
      {readings.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">Loading readings…</Text>
        </Group>
      ) : readings.isError ? (
        <Alert color="red" role="alert">
          {errorText(readings.error)}
        </Alert>
      ) : readings.data.length === 0 ? (
        <Text c="dimmed">{NO_READINGS}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {readings.data.map((reading, index) => (
            <Fragment key={reading.id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <ReadingRow reading={reading} timeZone={timeZone} unit={lengthUnit} onDelete={() => setConfirming(reading)} />
            </Fragment>
          ))}
        </Stack>
      )}
      <AppModal opened={confirming !== null} onClose={() => !remove.isPending && close()} title="Are you sure ?" size="sm">
        <Text>{DELETE_READING_MESSAGE}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" mt="sm">
            {errorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            No
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Yes
          </Button>
        </Group>
      </AppModal>
    </Frame>
  );
}

function Frame({ framed, addButton, children }: { framed: boolean; addButton: ReactNode; children: ReactNode }) {
  if (framed)
    return (
      <SectionCard title={MANUAL_READINGS_TITLE} actions={addButton}>
        {children}
      </SectionCard>
    );
  return (
    <Stack gap="sm">
      {addButton && <Group>{addButton}</Group>}
      {children}
    </Stack>
  );
}

function ReadingRow({
  reading,
  timeZone,
  unit,
  onDelete,
}: {
  reading: ManualReading;
  timeZone: string;
  unit: Preference['unit'];
  onDelete: () => void;
}) {
  const when = takenAtText(reading.takenAt, timeZone);
  return (
    <li data-testid="manual-reading">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>
            {when} · {KIND_LABELS[reading.kind]}
          </Text>
          <Text data-testid="manual-reading-value">
            {valueText(reading, unit)}
            {reading.kind === 'moisture' && ` at ${depthText(reading.depthCm, unit)}`}
          </Text>
          {reading.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reading.note}
            </Text>
          )}
        </Stack>
        <Tooltip label="Delete reading">
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete the reading of ${when}`} onClick={onDelete}>
            <IconTrash aria-hidden size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
