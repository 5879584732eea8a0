import { Group, Loader, Switch } from '@mantine/core';
import { activationErrorMessage, type SubscriptionSite } from '@tilth/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageDialog } from '../../ui/MessageDialog';
import { historyKeys, setSiteActive } from './historyApi';

/**
 * The Active column (spec 002 §4): Yes/No switch calling activate or deactivate, a spinner while
 * the call runs, the row updated after; on failure the switch stays and 'Activation Error' says so.
 */
export function ActiveSwitch({ site, disabled }: { site: SubscriptionSite; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (active: boolean) => setSiteActive(site.objectId, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    onError: (_error, active) => setFailed(activationErrorMessage(active)),
  });
  const active = site.status === 'ACTIVE';
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={active}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        disabled={disabled || change.isPending}
        label={active ? 'Yes' : 'No'}
        aria-label={`Site ${site.siteId} active`}
      />
      {change.isPending && <Loader size="xs" aria-label="Saving" />}
      <MessageDialog
        look="subscription"
        opened={failed !== null}
        title={failed === null ? '' : 'Activation Error'}
        message={failed ?? ''}
        onClose={() => setFailed(null)}
      />
    </Group>
  );
}
