import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { apiKeyKeys, revokeApiKey } from './apiKeysApi';
import { apiKeysMessages } from './messages';

/** Revoke an API key: it stops working at once, and leaves the list (the server lists only keys not revoked). */
export function RevokeApiKeyDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKeyView; onClose: () => void; onRevoked: () => void }) {
  const t = useT(apiKeysMessages);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(apiKey.objectId),
    onSuccess: async ({ objectId }) => {
      queryClient.setQueryData<ApiKeyList>(apiKeyKeys.list, (list) =>
        list ? { ...list, keys: list.keys.filter((key) => key.objectId !== objectId) } : list,
      );
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
      onRevoked();
    },
  });
  return (
    <AppModal opened onClose={onClose} title={t('revokeQuestion')}>
      <Stack gap="md">
        <Text size="sm">
          <T
            catalog={apiKeysMessages}
            k="revokeExplained"
            values={{ name: apiKey.name }}
            components={{ 0: <b style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        {revoke.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(revoke.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            {t('revokeKey')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
