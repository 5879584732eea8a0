import { ActionIcon, Alert, Button, Divider, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ManualReading, Preference } from '@tilth/domain';
import { Fragment, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { errorText } from '../../ui/apiMessages';
import { SectionCard } from '../../ui/SectionCard';
import { useAccount } from '../auth/useAccount';
import { WaitingReadings } from '../offline/outbox';
import en from './locales/en.json';
import { depthText, KIND_LABELS, takenAtText, valueText } from './manualReadingText';
import { manualReadingsMessages } from './messages';
import { useDeleteManualReading, useManualReadings } from './manualReadingsApi';

/** The English wording (what tests look for); the section says them in the active language. */
export const MANUAL_READINGS_TITLE = en.title;
export const NO_READINGS = en.noReadings;
export const DELETE_READING_MESSAGE = en.deleteMessage;

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
  const t = useT(manualReadingsMessages);
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
          <Text c="dimmed">{t('loading')}</Text>
        </Group>
      ) : readings.isError ? (
        <Alert color="red" role="alert">
          {errorText(readings.error)}
        </Alert>
      ) : readings.data.length === 0 ? (
        <Text c="dimmed">{t('noReadings')}</Text>
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
      <AppModal opened={confirming !== null} onClose={() => !remove.isPending && close()} title={t('confirmTitle')} size="sm">
        <Text>{t('deleteMessage')}</Text>
        {remove.isError && (
          <Alert color="red" role="alert" mt="sm">
            {errorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('no')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('yes')}
          </Button>
        </Group>
      </AppModal>
    </Frame>
  );
}

function Frame({ framed, addButton, children }: { framed: boolean; addButton: ReactNode; children: ReactNode }) {
  const t = useT(manualReadingsMessages);
  if (framed)
    return (
      <SectionCard title={t('title')} labelId="section-manual-readings" actions={addButton}>
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
  const t = useT(manualReadingsMessages);
  const when = takenAtText(reading.takenAt, timeZone);
  return (
    <li data-testid="manual-reading">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>
            {when} · {t(KIND_LABELS[reading.kind])}
          </Text>
          <Text data-testid="manual-reading-value">
            {reading.kind === 'moisture'
              ? t('valueAtDepth', { value: valueText(reading, unit), depth: depthText(reading.depthCm, unit) })
              : valueText(reading, unit)}
          </Text>
          {reading.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reading.note}
            </Text>
          )}
        </Stack>
        <Tooltip label={t('deleteTooltip')}>
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('deleteAria', { when })} onClick={onDelete}>
            <IconTrash aria-hidden size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </li>
  );
}
