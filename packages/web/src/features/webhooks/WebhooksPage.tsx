import { Alert, Anchor, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconPlus, IconSend, IconTrash, IconWebhook } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Webhook, WebhookWithSecret } from '@tilth/domain';
import { ALERT_TEXT } from '@tilth/domain/notifications/kinds';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { domainText } from '../../i18n/domainText';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { errorText, loadFailed } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { EmptyCard } from '../../ui/EmptyCard';
import { useFlash, type Flash } from '../../ui/flash';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInAccount } from '../auth/useAccount';
import { DeliveryLog, StatusBadge } from './DeliveryLog';
import { webhooksMessages } from './messages';
import { SecretModal } from './SecretModal';
import { WebhookFormModal } from './WebhookFormModal';
import { deleteWebhook, fetchWebhooks, rotateWebhookSecret, sendTestEvent, updateWebhook, webhookKeys } from './webhooksApi';

/** /dashboard/webhooks: the signed-in admin's own account's webhooks (policy webhooks:manage). */
export default function WebhooksPage() {
  const { profile } = useSignedInAccount();
  const org = profile.organisation;
  if (!org || !profile.permissions.includes('webhooks:manage')) return <Navigate to="/not-found" replace />;
  return <Webhooks orgId={org.objectId} accountName={org.name} />;
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; webhook: Webhook }
  | { kind: 'delete'; webhook: Webhook }
  | { kind: 'secret'; shown: WebhookWithSecret };

function Webhooks({ orgId, accountName }: { orgId: string; accountName: string }) {
  const t = useT(webhooksMessages);
  const flash = useFlash(4000);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useQuery({ queryKey: webhookKeys.list(orgId), queryFn: ({ signal }) => fetchWebhooks(orgId, signal) });

  const add = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })} disabled={!list.isSuccess}>
      {t('addWebhook')}
    </Button>
  );

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="md" aria-label={t('loadingWebhooks')}>
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" role="alert" title={t('webhooksLoadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{loadFailed(t('webhooks'), list.error)}</Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (list.data.webhooks.length === 0) {
    content = <EmptyCard icon={<IconWebhook aria-hidden />} title={t('noWebhooks')} description={t('noWebhooksExplained')} />;
  } else {
    content = (
      <Stack gap="lg">
        {list.data.webhooks.map((webhook) => (
          <WebhookCard key={webhook.objectId} webhook={webhook} orgId={orgId} flash={flash} onDialog={setDialog} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('webhooks')}
        description={
          <>
            {t('pageDescription', { account: accountName })}{' '}
            <Anchor component={Link} to="/dashboard/groups" size="sm">
              {t('accounts')}
            </Anchor>
          </>
        }
        actions={add}
      />
      {content}
      {list.isSuccess && (dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <WebhookFormModal
          orgId={orgId}
          webhook={dialog.kind === 'edit' ? dialog.webhook : null}
          kinds={list.data.kinds}
          allowsLocalHttp={list.data.allowsLocalHttp}
          onClose={() => setDialog(null)}
          onCreated={(shown) => setDialog({ kind: 'secret', shown })}
          onSaved={(message) => {
            setDialog(null);
            flash.show('success', message);
          }}
        />
      )}
      {dialog?.kind === 'secret' && (
        <SecretModal secret={dialog.shown.secret} url={dialog.shown.webhook.url} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          webhook={dialog.webhook}
          orgId={orgId}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            flash.show('success', t('webhookDeleted'));
          }}
        />
      )}
      {flash.banner}
    </>
  );
}

function WebhookCard({
  webhook,
  orgId,
  flash,
  onDialog,
}: {
  webhook: Webhook;
  orgId: string;
  flash: Flash;
  onDialog: (d: Dialog) => void;
}) {
  const t = useT(webhooksMessages);
  const queryClient = useQueryClient();
  const refreshAll = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: webhookKeys.list(orgId) }),
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhook.objectId) }),
    ]);
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateWebhook(webhook.objectId, { enabled }),
    onSuccess: async (saved) => {
      await refreshAll();
      flash.show('success', saved.enabled ? t('turnedOnFlash') : t('turnedOffFlash'));
    },
    onError: (error) => flash.show('error', errorText(error)),
  });
  const test = useMutation({
    mutationFn: () => sendTestEvent(webhook.objectId),
    onSuccess: async (delivery) => {
      await refreshAll();
      if (delivery.status === 'delivered') flash.show('success', t('testDelivered', { code: delivery.lastStatusCode ?? '' }));
      else flash.show('error', delivery.lastError ?? t('testNotDelivered'));
    },
    onError: (error) => flash.show('error', errorText(error)),
  });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(webhook.objectId),
    onSuccess: async (shown) => {
      await refreshAll();
      onDialog({ kind: 'secret', shown });
    },
    onError: (error) => flash.show('error', errorText(error)),
  });

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={t('webhookUrl', { url: webhook.url })}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {webhook.url}
          </Title>
          <Group gap={6}>
            <Badge color={webhook.enabled ? 'green' : 'gray'} variant={webhook.enabled ? 'light' : 'outline'} radius="sm">
              {webhook.enabled ? t('on') : t('off')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('secretEndsIn', { hint: webhook.secretHint })}
            </Text>
            {webhook.lastDelivery && (
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {t('last')}
                </Text>
                <StatusBadge status={webhook.lastDelivery.status} />
              </Group>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size="sm" px="xs" aria-label={t('moreActionsFor', { url: webhook.url })}>
              <IconDots size={18} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onDialog({ kind: 'edit', webhook })}>
              {t('edit')}
            </Menu.Item>
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => rotate.mutate()} disabled={rotate.isPending}>
              {t('rotateSecret')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDialog({ kind: 'delete', webhook })}>
              {t('delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap={6} mt="sm" aria-label={t('alertsSent')}>
        {webhook.kinds.map((kind) => (
          <Badge key={kind} variant="default" radius="sm" tt="none" fw={500}>
            {domainText(ALERT_TEXT[kind].label)}
          </Badge>
        ))}
      </Group>
      <Group gap="sm" mt="md" justify="space-between">
        <Switch
          label={t('turnedOn')}
          aria-label={t('turnedOnAria', { url: webhook.url })}
          checked={webhook.enabled}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
        <Button
          variant="light"
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={() => test.mutate()}
          loading={test.isPending}
          disabled={!webhook.enabled}
          title={webhook.enabled ? undefined : t('turnOnToTest')}
        >
          {t('sendTestEvent')}
        </Button>
      </Group>
      <DeliveryLog webhookId={webhook.objectId} />
    </Paper>
  );
}

function DeleteDialog({
  webhook,
  orgId,
  onClose,
  onDeleted,
}: {
  webhook: Webhook;
  orgId: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT(webhooksMessages);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWebhook(webhook.objectId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(orgId) });
      onDeleted();
    },
  });
  return (
    <AppModal opened onClose={onClose} title={t('deleteQuestion')}>
      <Stack gap="md">
        <Text size="sm">
          <T
            catalog={webhooksMessages}
            k="deleteExplained"
            values={{ url: webhook.url }}
            components={{ 0: <b style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
            {t('deleteWebhook')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
