import { Alert, Button, Group, Input, MultiSelect, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_KEY_NAME_MAX,
  createApiKeyBodySchema,
  type ApiKeyFarm,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@tilth/domain/apiKeys/schemas';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { AppModal } from '../../ui/AppModal';
import { ApiKeySecret } from './ApiKeySecret';
import { apiKeyKeys, createApiKey } from './apiKeysApi';
import { EXPIRY_CHOICES, expiryDays, expiryNote, scopeLabel, type ExpiryChoice } from './apiKeyText';
import { apiKeysMessages } from './messages';

const SCOPES = [
  { value: 'read', helpKey: 'scopeReadHelp' },
  { value: 'readWrite', helpKey: 'scopeReadWriteHelp' },
] as const satisfies readonly { value: ApiKeyScope; helpKey: string }[];

/** The first message the schema gives for a field of the form, if any, in the app's language. */
function fieldError(body: CreateApiKeyBody, field: keyof CreateApiKeyBody): string | undefined {
  const result = createApiKeyBodySchema.safeParse(body);
  const message = result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
  return message && domainText(message);
}

function CreateForm({
  farms,
  onCreated,
  onCancel,
}: {
  farms: ApiKeyFarm[];
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  const t = useT(apiKeysMessages);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [farmIds, setFarmIds] = useState<string[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [touched, setTouched] = useState(false);
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
      onCreated(created);
    },
  });

  const body: CreateApiKeyBody = { name, scope, farmIds, expiresInDays: expiryDays(expiry) };
  const nameError = touched ? fieldError(body, 'name') : undefined;
  const server = isApiError(create.error) ? create.error : null;
  const serverName = server?.fields.includes('name') ? server.message : undefined;
  const serverFarms = server?.fields.includes('farmIds') ? server.message : undefined;
  const serverOther = create.isError && !serverName && !serverFarms;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!fieldError(body, 'name')) create.mutate(body);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('name')}
          description={t('nameHelp')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError ?? serverName}
          maxLength={API_KEY_NAME_MAX}
          withAsterisk
          data-autofocus
          autoComplete="off"
        />
        <Radio.Group label={t('whatKeyMayDo')} value={scope} onChange={(value) => setScope(value as ApiKeyScope)}>
          <Stack gap="xs" mt={6}>
            {SCOPES.map((option) => (
              <Radio key={option.value} value={option.value} label={scopeLabel(option.value)} description={t(option.helpKey)} />
            ))}
          </Stack>
        </Radio.Group>
        <MultiSelect
          label={t('farms')}
          description={t('farmsHelp')}
          placeholder={farmIds.length ? undefined : t('allYourFarms')}
          data={farms.map((farm) => ({ value: farm.objectId, label: farm.name }))}
          value={farmIds}
          onChange={setFarmIds}
          error={serverFarms}
          searchable
          clearable
          nothingFoundMessage={t('noFarmByName')}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" id="api-key-expiry">
            {t('expiresAfter')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="api-key-expiry"
            fullWidth
            value={expiry}
            onChange={(value) => setExpiry(value as ExpiryChoice)}
            data={EXPIRY_CHOICES.map((choice) => ({ value: choice.value, label: t(choice.key) }))}
          />
          <Text size="xs" c="dimmed">
            {expiryNote(expiry)}
          </Text>
        </Stack>
        {serverOther && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(create.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('createKey')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Create API key: name, scope, farms and expiry; then the secret, shown this once. */
export function CreateApiKeyDialog({ farms, onClose }: { farms: ApiKeyFarm[]; onClose: () => void }) {
  const t = useT(apiKeysMessages);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <AppModal
      opened
      onClose={onClose}
      title={created ? t('copyNewKey') : t('createApiKey')}
      size="lg"
      // Once the secret shows, only Done (or the close button) leaves: a stray click must not lose it.
      closeOnClickOutside={!created}
      closeOnEscape={!created}
    >
      {created ? (
        <ApiKeySecret created={created} onDone={onClose} />
      ) : (
        <CreateForm farms={farms} onCreated={setCreated} onCancel={onClose} />
      )}
    </AppModal>
  );
}
