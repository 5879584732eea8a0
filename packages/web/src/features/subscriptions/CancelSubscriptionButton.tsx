import { Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_TEXT, shopEndpoints } from '@tilth/domain';
import { useState } from 'react';
import { call } from '../../api/client';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { MessageDialog } from '../../ui/MessageDialog';
import { dealerAuditKeys } from './dealerAuditApi';

/**
 * 'Cancel Subscription' on the site's subscription card (spec 002 §4, §8): after a confirm,
 * DELETE /site/{id}/subscription; Success 'Subscription Cancelled.' returns to the configuration
 * page with the card read again; a refusal (e.g. 'Payment info was not added by this user for this
 * site') shows in a 'Bad Request' dialog.
 */
export function CancelSubscriptionButton({ siteObjId, siteId }: { siteObjId: string; siteId: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ title: string; text: string } | null>(null);
  const cancel = useMutation({
    mutationFn: () => call(shopEndpoints.cancelSiteSubscription, { params: { id: siteObjId } }),
    onSuccess: (answer) => {
      setConfirming(false);
      setMessage({ title: answer.title, text: answer.message || SHOP_TEXT.subscriptionCancelled });
    },
    onError: (error) => {
      setConfirming(false);
      setMessage({ title: SHOP_TEXT.badRequest, text: errorText(error) });
    },
  });

  function closeMessage() {
    setMessage(null);
    void queryClient.invalidateQueries({ queryKey: dealerAuditKeys.siteSubscription(siteObjId) });
  }

  return (
    <>
      <Button variant="subtle" color="red" leftSection={<IconCircleX size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Cancel Subscription
      </Button>
      <AppModal opened={confirming} onClose={() => !cancel.isPending && setConfirming(false)} title="Cancel Subscription?" size="md">
        <Text>
          Site {siteId} leaves your subscription and is not subscribed from the farm&apos;s next day. Nothing already paid is refunded.
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending} data-autofocus>
            Keep Subscription
          </Button>
          <Button color="red" onClick={() => cancel.mutate()} loading={cancel.isPending}>
            Cancel Subscription
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
