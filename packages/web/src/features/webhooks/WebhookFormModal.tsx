import { Alert, Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookUrlProblem, type Webhook, type WebhookWithSecret } from '@tilth/domain';
import { ALERT_TEXT, type AlertKind } from '@tilth/domain/notifications/kinds';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { webhooksMessages } from './messages';
import { createWebhook, updateWebhook, webhookKeys } from './webhooksApi';

interface Props {
  orgId: string;
  /** The webhook being edited; null to add one. */
  webhook: Webhook | null;
  kinds: readonly AlertKind[];
  allowsLocalHttp: boolean;
  onClose: () => void;
  onCreated: (created: WebhookWithSecret) => void;
  onSaved: (message: string) => void;
}

/** Add or edit a webhook: its URL, the alert kinds it gets, and (when added) whether it starts on. */
export function WebhookFormModal({ orgId, webhook, kinds, allowsLocalHttp, onClose, onCreated, onSaved }: Props) {
  const t = useT(webhooksMessages);
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [chosen, setChosen] = useState<string[]>(webhook?.kinds ?? [...kinds]);
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [kindsError, setKindsError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      const body = { url: url.trim(), kinds: chosen as AlertKind[] };
      if (webhook) return { updated: await updateWebhook(webhook.objectId, body) };
      return { created: await createWebhook(orgId, { ...body, enabled }) };
    },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.list(orgId) });
      if ('created' in result && result.created) onCreated(result.created);
      else onSaved(t('webhookSaved'));
    },
    onError: (error) => {
      if (isApiError(error) && error.fields?.includes('url')) setUrlError(error.message);
      else if (isApiError(error) && error.fields?.includes('kinds')) setKindsError(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = url.trim() ? webhookUrlProblem(url.trim(), { production: !allowsLocalHttp }) : t('urlRequired');
    setUrlError(problem && domainText(problem));
    setKindsError(chosen.length === 0 ? t('chooseOneKind') : null);
    if (problem || chosen.length === 0) return;
    save.mutate();
  };

  const otherError =
    save.isError && !(isApiError(save.error) && (save.error.fields?.includes('url') || save.error.fields?.includes('kinds')));
  return (
    <AppModal opened onClose={onClose} title={webhook ? t('editWebhook') : t('addWebhook')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('url')}
            description={allowsLocalHttp ? t('urlHelpLocal') : t('urlHelp')}
            placeholder={t('urlPlaceholder')}
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setUrlError(null);
            }}
            error={urlError}
            required
            data-autofocus
            autoComplete="off"
            inputMode="url"
          />
          <Checkbox.Group
            label={t('alertsToSend')}
            description={t('alertsToSendHelp')}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setKindsError(null);
            }}
            error={kindsError}
            required
          >
            <Stack gap={8} mt="xs">
              {kinds.map((kind) => (
                <Checkbox key={kind} value={kind} label={domainText(ALERT_TEXT[kind].label)} />
              ))}
            </Stack>
          </Checkbox.Group>
          {!webhook && (
            <Switch
              label={t('turnedOn')}
              description={t('turnedOnHelp')}
              checked={enabled}
              onChange={(e) => setEnabled(e.currentTarget.checked)}
            />
          )}
          {otherError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          {!webhook && (
            <Text size="sm" c="dimmed">
              {t('secretShownOnce')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {webhook ? t('save') : t('addWebhook')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
