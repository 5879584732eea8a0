import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { DepthUnit } from '@tilth/domain';
import { useState } from 'react';
import { itemStateText, itemSummary } from './outboxText';
import type { OutboxItem } from './outboxTypes';

const NOUN = { note: 'note', irrigation: 'irrigation', manualReading: 'reading' } as const;

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
  const [asking, setAsking] = useState(false);
  const problem = item.state !== 'waiting';
  const noun = NOUN[item.kind];
  const state = itemStateText(item);
  return (
    <Stack gap={4} py={6} data-testid="outbox-item" data-state={item.state} component="li">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {summary ?? itemSummary(item, unit)}
        </Text>
        <Badge color={problem ? 'red' : 'yellow'} variant="light" style={{ flexShrink: 0 }}>
          {problem ? "Couldn't send" : 'Waiting to send'}
        </Badge>
      </Group>
      {problem ? (
        <Text size="sm" c="red.9" style={{ userSelect: 'text', overflowWrap: 'anywhere' }} data-testid="outbox-problem">
          {state}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {state === 'Waiting to send' ? 'Kept on this device; sent when Tilth can reach the server.' : state}
        </Text>
      )}
      {problem &&
        (asking ? (
          <Group gap="xs">
            <Text size="sm">Discard this {noun}? It will not be sent.</Text>
            <Button size="compact-sm" color="red" onClick={onDiscard} aria-label={`Yes, discard this ${noun}`}>
              Discard
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setAsking(false)}>
              Keep
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={onRetry}>
              Retry
            </Button>
            <CopyButton value={[itemSummary(item, unit), state].join('\n')}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
              Discard
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
