import { Alert, Anchor, Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { useState } from 'react';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { SectionCard } from '../../ui/SectionCard';
import { ApiKeyItem } from './ApiKeyItem';
import { apiKeyKeys, fetchApiKeys } from './apiKeysApi';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { apiKeysMessages } from './messages';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';

/** The Integrations guide the server serves (docs/integrations.md). */
export const INTEGRATIONS_GUIDE = '/api/docs/integrations';

type Dialog = { kind: 'create' } | { kind: 'revoke'; key: ApiKeyView };

/** Edit Profile's API keys (issue 32): the user's keys for integrations, Create (secret shown once) and Revoke. */
export function ApiKeysCard({ flash }: { flash: Flash }) {
  const t = useT(apiKeysMessages);
  const list = useQuery({ queryKey: apiKeyKeys.list, queryFn: ({ signal }) => fetchApiKeys(signal) });
  const [dialog, setDialog] = useState<Dialog | null>(null);

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="xs" aria-label={t('loadingKeys')}>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadFailed(t('keysLoadFailed'), list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (list.data.keys.length === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="api-keys-empty">
        {t('noKeys')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="xs" component="ul" aria-label={t('yourKeys')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.data.keys.map((key) => (
          <ApiKeyItem key={key.objectId} apiKey={key} onRevoke={(chosen) => setDialog({ kind: 'revoke', key: chosen })} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard
      title={t('apiKeys')}
      description={
        <T
          catalog={apiKeysMessages}
          k="cardDescription"
          components={{
            0: <Anchor href={INTEGRATIONS_GUIDE} target="_blank" rel="noopener noreferrer" inherit underline="always" />,
            1: <VisuallyHidden component="span" />,
          }}
        />
      }
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'create' })} disabled={!list.isSuccess}>
          {t('createApiKey')}
        </Button>
      }
    >
      {content}
      {dialog?.kind === 'create' && list.isSuccess && <CreateApiKeyDialog farms={list.data.farms} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && (
        <RevokeApiKeyDialog
          apiKey={dialog.key}
          onClose={() => setDialog(null)}
          onRevoked={() => {
            flash.show('success', t('revoked', { name: dialog.key.name }));
            setDialog(null);
          }}
        />
      )}
    </SectionCard>
  );
}
