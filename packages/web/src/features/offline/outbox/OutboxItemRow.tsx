import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { DepthUnit } from '@tilth/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { outboxMessages } from './outboxMessages';
import { isPlainWaiting, itemStateText, itemSummary } from './outboxText';
import type { OutboxItem } from './outboxTypes';

/**
 * One write kept on this device: what it is, "Waiting to send" or "Couldn't send: …" (the server's
 * sentence, selectable and with Copy), and for a problem Retry and Discard (asked twice).
 */
export function OutboxItemRow({
  item,
  unit,
  onRetry,
  onDiscard,
  summary,
}: {
  item: OutboxItem;
  unit: DepthUnit;
  onRetry: () => void;
  onDiscard: () => void;
  /** The line naming the write; the kind's own summary when absent. */
  summary?: string;
}) {
  const t = useT(outboxMessages);
  const [asking, setAsking] = useState(false);
  const problem = item.state !== 'waiting';
  const state = itemStateText(item);
  return (
    <Stack gap={4} py={6} data-testid="outbox-item" data-state={item.state} component="li">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {summary ?? itemSummary(item, unit)}
        </Text>
        <Badge color={problem ? 'red' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
          {problem ? t('couldntSend') : t('waiting')}
        </Badge>
      </Group>
      {problem ? (
        <Text size="sm" c="red.9" style={{ userSelect: 'text', overflowWrap: 'anywhere' }} data-testid="outbox-problem">
          {state}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {isPlainWaiting(item) ? t('keptOnDevice') : state}
        </Text>
      )}
      {problem &&
        (asking ? (
          <Group gap="xs">
            <Text size="sm">{t('discardAsk', { kind: item.kind })}</Text>
            <Button size="compact-sm" color="red" onClick={onDiscard} aria-label={t('discardYes', { kind: item.kind })}>
              {t('discard')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
              {t('keep')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={onRetry}>
              {t('retry')}
            </Button>
            <CopyButton value={[itemSummary(item, unit), state].join('\n')}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {t(copied ? 'copied' : 'copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
              {t('discard')}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}

/** A list of kept writes (the graph's notes, the planner's irrigations, the manual readings, the status popover). */
export function OutboxItemList({
  items,
  unit,
  onRetry,
  onDiscard,
  label,
}: {
  items: readonly OutboxItem[];
  unit: DepthUnit;
  onRetry: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <OutboxItemRow key={item.id} item={item} unit={unit} onRetry={() => onRetry(item)} onDiscard={() => onDiscard(item)} />
      ))}
    </Stack>
  );
}
