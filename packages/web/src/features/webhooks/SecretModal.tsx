import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { webhooksMessages } from './messages';

/** The signing secret, shown once: after creating a webhook or rotating its secret. */
export function SecretModal({ secret, url, onClose }: { secret: string; url: string; onClose: () => void }) {
  const t = useT(webhooksMessages);
  return (
    <AppModal opened onClose={onClose} title={t('copySecretTitle')} size="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">
          <T
            catalog={webhooksMessages}
            k="secretExplained"
            values={{ url }}
            components={{ 0: <b style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        <Code
          block
          data-testid="webhook-secret"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {secret}
        </Code>
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('onlyTime')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              >
                {copied ? t('copied') : t('copySecret')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
