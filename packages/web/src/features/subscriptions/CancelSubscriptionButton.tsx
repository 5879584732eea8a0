import { Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_TEXT, shopEndpoints } from '@tilth/domain';
import { useState } from 'react';
import { call } from '../../api/client';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { MessageDialog } from '../../ui/MessageDialog';
import { dealerAuditKeys } from './dealerAuditApi';
import { subscriptionsMessages } from './messages';

/**
 * 'Cancel Subscription' on the site's subscription card (spec 002 §4, §8): after a confirm,
 * DELETE /site/{id}/subscription; Success 'Subscription Cancelled.' returns to the configuration
 * page with the card read again; a refusal (e.g. 'Payment info was not added by this user for this
 * site') shows in a 'Bad Request' dialog.
 */
export function CancelSubscriptionButton({ siteObjId, siteId }: { siteObjId: string; siteId: string }) {
  const t = useT(subscriptionsMessages);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  const cancel = useMutation({
    mutationFn: () => call(shopEndpoints.cancelSiteSubscription, { params: { id: siteObjId } }),
    onSuccess: (answer) => {
      setConfirming(false);
      setMessage({ title: answer.title, text: answer.message || domainText(SHOP_TEXT.subscriptionCancelled) });
    },
    onError: (error) => {
      setConfirming(false);
      setMessage({ title: domainText(SHOP_TEXT.badRequest), text: errorText(error) });
    },
  });

  function closeMessage() {
    setMessage(null);
    void queryClient.invalidateQueries({ queryKey: dealerAuditKeys.siteSubscription(siteObjId) });
  }

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconCircleX size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {t('cancelSubscription')}
      </Button>
      <AppModal
        opened={confirming}
        onClose={() => !cancel.isPending && setConfirming(false)}
        title={t('cancelSubscriptionQuestion')}
        size="md"
      >
        <Text>{t('cancelExplained', { siteId })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending} data-autofocus>
            {t('keepSubscription')}
          </Button>
          <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            {t('cancelSubscription')}
          </Button>
        </Group>
      </AppModal>
      <MessageDialog
        look="subscription"
        opened={message !== null}
        title={message?.title ?? ''}
        message={message?.text ?? ''}
        onClose={closeMessage}
      />
    </>
  );
}
