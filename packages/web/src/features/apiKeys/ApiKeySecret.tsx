import { Alert, Button, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKey } from '@tilth/domain/apiKeys/schemas';
import { useEffect, useRef, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** The new key's secret, shown this once, with Copy; and the user id the documented calls name. */
export function ApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copySecret = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), 2000);
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        <b style={{ overflowWrap: 'anywhere' }}>{created.key.name}</b> is ready. Send it on each call as the header{' '}
        <Code style={{ whiteSpace: 'nowrap' }}>Authorization: Bearer tk_…</Code>.
      </Text>
      <Code
        block
        data-testid="api-key-secret"
        // Broken anywhere, evenly: a break after one of the key's own hyphens would read as part of it.
        style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-md)' }}
      >
        {created.secret}
      </Code>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
        Copy it now — Tilth keeps only a fingerprint and can’t show it again.
      </Alert>
      <Text size="sm">
        Your user id, for the calls that name you (the Integrations guide shows them):{' '}
        <Code data-testid="api-key-user-id">{created.userId}</Code>
      </Text>
      {copy === 'failed' && (
        <Text size="sm" c="red" role="alert">
          This browser didn’t allow copying: select the key above and copy it yourself.
        </Text>
      )}
      <VisuallyHidden role="status">{copy === 'copied' ? 'Copied to the clipboard.' : ''}</VisuallyHidden>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void copySecret()}
          leftSection={copy === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        >
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
