import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyList, ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { apiKeyKeys, revokeApiKey } from './apiKeysApi';

/** Revoke an API key: it stops working at once, and leaves the list (the server lists only keys not revoked). */
export function RevokeApiKeyDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKeyView; onClose: () => void; onRevoked: () => void }) {
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
    <AppModal opened onClose={onClose} title="Revoke this API key?">
      <Stack gap="md">
        <Text size="sm">
          <b style={{ overflowWrap: 'anywhere' }}>{apiKey.name}</b> stops working at once: whatever uses it gets “not valid” answers until
          you give it a new key. This can’t be undone.
        </Text>
        {revoke.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(revoke.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
