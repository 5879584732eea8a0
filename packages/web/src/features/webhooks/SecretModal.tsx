import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { AppModal } from '../../ui/AppModal';

/** The signing secret, shown once: after creating a webhook or rotating its secret. */
export function SecretModal({ secret, url, onClose }: { secret: string; url: string; onClose: () => void }) {
  return (
    <AppModal opened onClose={onClose} title="Copy the signing secret" size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">
          Tilth signs every delivery to <b style={{ overflowWrap: 'anywhere' }}>{url}</b> with this secret (header Tilth-Signature,
          HMAC-SHA256). Your receiver needs it to check that events come from Tilth.
        </Text>
        <Code
          block
          data-testid="webhook-secret"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {secret}
        </Code>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          This is the only time Tilth shows it. Lost it? Rotate the secret to get a new one.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              >
                {copied ? 'Copied' : 'Copy secret'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
