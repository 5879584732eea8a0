import { Stack, Text } from '@mantine/core';
import type { DepthUnit } from '@tilth/domain';
import { useT } from '../../../i18n/useT';
import { outboxMessages } from './outboxMessages';
import { OutboxItemList } from './OutboxItemRow';
import type { OutboxItem } from './outboxTypes';
import { useOutboxSending, useWaitingOnSite } from './useOutbox';

/**
 * The writes of one kind on one site that are kept on this device, shown where their records
 * appear: notes under the graph, irrigations in the planner's history, readings in their section.
 */
export function WaitingWrites({
  siteId,
  kind,
  unit = 'feetInches',
  title,
}: {
  siteId: string;
  kind: OutboxItem['kind'];
  unit?: DepthUnit;
  /** The list's heading, e.g. "Notes waiting to send". */
  title: string;
}) {
  useOutboxSending();
  const { items, retry, discard } = useWaitingOnSite(siteId, kind);
  if (items.length === 0) return null;
  return (
    <Stack gap={2} data-testid={`waiting-${kind}`}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <OutboxItemList items={items} unit={unit} onRetry={retry} onDiscard={discard} label={title} />
    </Stack>
  );
}

/** The graph's notes kept on this device: mount beside the note chips (GraphLinesView / GraphNoteChips). */
export function WaitingNotes({ siteId }: { siteId: string }) {
  const t = useT(outboxMessages);
  return <WaitingWrites siteId={siteId} kind="note" title={t('notesNotSent')} />;
}

/** The manual readings kept on this device: mount in the manual readings section, above its list. */
export function WaitingReadings({ siteId, unit }: { siteId: string; unit: DepthUnit }) {
  const t = useT(outboxMessages);
  return <WaitingWrites siteId={siteId} kind="manualReading" unit={unit} title={t('readingsNotSent')} />;
}
