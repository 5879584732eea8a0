import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { useRemovePushSubscription, useSavePushSubscription, useTestPush } from './alertChannelsApi';
import { alertChannelsMessages } from './messages';
import { blockedMessage, currentSubscription, pushSupport, subscribeThisDevice } from './pushDevice';

/** "Notify this device": Web Push for the browser or installed app in hand (issue 32). */
export function PushDeviceSection({ publicKey, devices, flash }: { publicKey: string; devices: number; flash: Flash }) {
  const t = useT(alertChannelsMessages);
  const support = pushSupport();
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const test = useTestPush();

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, []);

  const blocked = support === 'supported' && Notification.permission === 'denied';
  const notify = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      await save.mutateAsync(subscription);
      setEndpoint(subscription.endpoint);
      flash.show('success', t('deviceNotified'));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    if (!endpoint) return;
    setProblem(null);
    const subscription = await currentSubscription();
    await subscription?.unsubscribe().catch(() => false);
    remove.mutate(endpoint, {
      onSuccess: () => {
        setEndpoint(null);
        flash.show('success', t('deviceNotNotified'));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) => flash.show(sent > 0 ? 'success' : 'error', sent > 0 ? t('testSent') : t('testNotTaken')),
      onError: (error) => flash.show('error', errorText(error)),
    });

  const subscribed = typeof endpoint === 'string';
  return (
    <Stack gap="xs" aria-labelledby="push-device-heading" component="section">
      <Group gap="xs">
        <Title order={3} size="h5" id="push-device-heading">
          {t('pushTitle')}
        </Title>
        <Badge variant="light" color={subscribed ? 'green' : 'gray'} aria-live="polite">
          {endpoint === undefined && support === 'supported' ? t('checking') : subscribed ? t('deviceIsNotified') : t('notOnDevice')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('pushLead')} {t('devicesNotified', { count: devices })}
      </Text>
      {support !== 'supported' ? (
        <Alert color="yellow" variant="light" role="status">
          {support === 'insecure' ? t('insecure') : t('unsupported')}
        </Alert>
      ) : (
        blocked &&
        !problem && (
          <Alert color="yellow" variant="light" role="status">
            {blockedMessage()}
          </Alert>
        )
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        {!subscribed && (
          <Button
            leftSection={<IconBellRinging size={18} aria-hidden />}
            onClick={notify}
            loading={busy}
            disabled={support !== 'supported'}
          >
            {t('notifyDevice')}
          </Button>
        )}
        {subscribed && (
          <Button variant="default" onClick={stop} loading={remove.isPending}>
            {t('stopNotifying')}
          </Button>
        )}
        <Button variant="light" onClick={sendTest} loading={test.isPending} disabled={devices === 0}>
          {t('sendTest')}
        </Button>
      </Group>
    </Stack>
  );
}
