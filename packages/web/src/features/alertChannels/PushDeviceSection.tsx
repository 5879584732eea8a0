import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { useRemovePushSubscription, useSavePushSubscription, useTestPush } from './alertChannelsApi';
import { BLOCKED_MESSAGE, currentSubscription, pushSupport, subscribeThisDevice } from './pushDevice';

const UNSUPPORTED =
  'This browser cannot show push notifications. On an iPhone or iPad, add Tilth to the Home Screen (Share, then Add to Home Screen) and open it from there.';
const INSECURE = 'Push notifications need a secure (https) connection to Tilth.';

/** "Notify this device": Web Push for the browser or installed app in hand (issue 32). */
export function PushDeviceSection({ publicKey, devices, flash }: { publicKey: string; devices: number; flash: Flash }) {
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
      flash.show('success', 'This device will be notified');
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
        flash.show('success', 'This device will not be notified');
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) =>
        flash.show(sent > 0 ? 'success' : 'error', sent > 0 ? 'Test notification sent' : 'No device took the test notification'),
      onError: (error) => flash.show('error', errorText(error)),
    });

  const subscribed = typeof endpoint === 'string';
  return (
    <Stack gap="xs" aria-labelledby="push-device-heading" component="section">
      <Group gap="xs">
        <Title order={3} size="h5" id="push-device-heading">
          Push notifications
        </Title>
        <Badge variant="light" color={subscribed ? 'green' : 'gray'} aria-live="polite">
          {endpoint === undefined && support === 'supported' ? 'Checking…' : subscribed ? 'This device is notified' : 'Not on this device'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Alerts appear on this phone or computer even when Tilth is closed.{' '}
        {devices === 0 ? 'No device of yours is notified yet.' : `${devices === 1 ? '1 device is' : `${devices} devices are`} notified.`}
      </Text>
      {support !== 'supported' ? (
        <Alert color="yellow" variant="light" role="status">
          {support === 'insecure' ? INSECURE : UNSUPPORTED}
        </Alert>
      ) : (
        blocked &&
        !problem && (
          <Alert color="yellow" variant="light" role="status">
            {BLOCKED_MESSAGE}
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
            Notify this device
          </Button>
        )}
        {subscribed && (
          <Button variant="default" onClick={stop} loading={remove.isPending}>
            Stop notifying this device
          </Button>
        )}
        <Button variant="light" onClick={sendTest} loading={test.isPending} disabled={devices === 0}>
          Send a test notification
        </Button>
      </Group>
    </Stack>
  );
}
