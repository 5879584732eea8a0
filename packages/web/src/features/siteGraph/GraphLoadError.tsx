import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { GRAPH_LOAD_FAILED, graphLoadError } from './graphMessages';

/** The series could not be loaded: why, and Retry. A generic failure needs no title over its message. */
export function GraphLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = graphLoadError(error);
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      title={GRAPH_LOAD_FAILED === message ? undefined : 'The graph could not be loaded'}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <span>{message}</span>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
