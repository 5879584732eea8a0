import { Group, Loader, Switch } from '@mantine/core';
import { activationErrorMessage, type SubscriptionSite } from '@tilth/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { MessageDialog } from '../../ui/MessageDialog';
import { historyKeys, setSiteActive } from './historyApi';
import { subscriptionsMessages } from './messages';

/**
 * The Active column (spec 002 §4): Yes/No switch calling activate or deactivate, a spinner while
 * the call runs, the row updated after; on failure the switch stays and 'Activation Error' says so.
 */
export function ActiveSwitch({ site, disabled }: { site: SubscriptionSite; disabled: boolean }) {
  const t = useT(subscriptionsMessages);
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (active: boolean) => setSiteActive(site.objectId, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
    onError: (_error, active) => setFailed(domainText(activationErrorMessage(active))),
  });
  const active = site.status === 'ACTIVE';
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={active}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
        disabled={disabled || change.isPending}
        label={active ? t('yes') : t('no')}
        aria-label={t('siteActive', { siteId: site.siteId })}
      />
      {change.isPending && <Loader size="xs" aria-label={t('saving')} />}
      <MessageDialog
        look="subscription"
        opened={failed !== null}
        title={failed === null ? '' : t('activationError')}
        message={failed ?? ''}
        onClose={() => setFailed(null)}
      />
    </Group>
  );
}
