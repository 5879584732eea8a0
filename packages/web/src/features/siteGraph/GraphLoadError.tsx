import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../../i18n/useT';
import { graphLoadError } from './graphMessages';
import { siteGraphMessages } from './messages';

/** The series could not be loaded: why, in a sentence, and Retry under it (a full-width tap on a phone). */
export function GraphLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(siteGraphMessages);
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="graph-load-error">
      <Stack gap="xs" align="flex-start">
        <span>{graphLoadError(error)}</span>
        <Button size="compact-sm" variant="white" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
