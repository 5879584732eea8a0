import { Alert, Button, Code, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKey } from '@tilth/domain/apiKeys/schemas';
import { useEffect, useRef, useState } from 'react';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { apiKeysMessages } from './messages';

type CopyState = 'idle' | 'copied' | 'failed';

/** The new key's secret, shown this once, with Copy; and the user id the documented calls name. */
export function ApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const t = useT(apiKeysMessages);
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
        <T
          catalog={apiKeysMessages}
          k="keyReady"
          values={{ name: created.key.name }}
          components={{ 0: <b style={{ overflowWrap: 'anywhere' }} />, 1: <Code style={{ whiteSpace: 'nowrap' }} /> }}
        />
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
        {t('copyNow')}
      </Alert>
      <Text size="sm">
        {t('yourUserId')} <Code data-testid="api-key-user-id">{created.userId}</Code>
      </Text>
      {copy === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {t('copyFailed')}
        </Text>
      )}
      <VisuallyHidden role="status">{copy === 'copied' ? t('copiedToClipboard') : ''}</VisuallyHidden>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => void copySecret()}
          leftSection={copy === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
        >
          {copy === 'copied' ? t('copied') : t('copy')}
        </Button>
        <Button onClick={onDone}>{t('done')}</Button>
      </Group>
    </Stack>
  );
}
