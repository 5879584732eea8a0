import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newAccountInviteSchema, type ChildAccountType, type NewAccountInvite } from '@tilth/domain';
import type { CreatedAccountView } from '@tilth/domain/accounts/views';
import { useForm } from 'react-hook-form';
import { domainText } from '../../../i18n/domainText';
import { useT } from '../../../i18n/useT';
import { isDuplicateUserId, serverFieldErrors } from '../../../ui/serverFieldErrors';
import { useSignedInAccount } from '../../auth/useAccount';
import { accountsKeys, createAccount } from '../accountsApi';
import { accountsMessages } from '../messages';

type TextField = 'name' | 'invitedToName' | 'invitedToEmail' | 'userId';

/** Request field → form field, for marking what the server refused. */
const FORM_FIELDS: Record<string, TextField> = {
  name: 'name',
  invitedToName: 'invitedToName',
  invitedToEmail: 'invitedToEmail',
  userId: 'userId',
};

/** The create form: the account's name and its first administrator, who is sent an invitation. */
export function CreateFormStep({
  parent,
  childType,
  farm,
  prefill,
  onBack,
  onSent,
}: {
  parent: { objectId: string; name: string };
  childType: ChildAccountType;
  farm?: { objectId: string };
  prefill: string;
  onBack: () => void;
  onSent: (created: CreatedAccountView) => void;
}) {
  const t = useT(accountsMessages);
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const form = useForm<NewAccountInvite>({
    mode: 'onTouched',
    resolver: zodResolver(newAccountInviteSchema),
    defaultValues: {
      name: prefill,
      invitedToName: '',
      invitedToEmail: '',
      userId: '',
      invitedBy: profile.objectId,
      type: childType,
      parentId: parent.objectId,
      ...(farm && { farm: farm.objectId }),
    },
  });
  const { errors } = form.formState;
  const textField = (name: TextField) => ({ error: errors[name]?.message && domainText(errors[name].message), ...form.register(name) });
  const create = useMutation({
    mutationFn: createAccount,
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: accountsKeys.all });
      onSent(created);
    },
    onError: (error) => {
      for (const { field, message } of serverFieldErrors(error, FORM_FIELDS)) {
        form.setError(field as keyof NewAccountInvite, { type: 'server', message });
      }
    },
  });
  // Spec 000 §8: 'Cannot Send Data' unless the server says the user id is taken.
  const failure = create.error ? (isDuplicateUserId(create.error) ? create.error.message : t('cannotSendData')) : null;

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('newGoesUnder', { type: childType, parent: parent.name })}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <TextInput label={t('accountName')} withAsterisk {...textField('name')} data-autofocus />
        <Fieldset
          legend={
            <Text fw={700} size="sm">
              {t('firstAdministrator')}
            </Text>
          }
          variant="filled"
          radius="md"
        >
          <Stack gap="sm">
            <TextInput label={t('name')} withAsterisk autoComplete="off" {...textField('invitedToName')} />
            <TextInput label={t('email')} type="email" withAsterisk autoComplete="off" {...textField('invitedToEmail')} />
            <TextInput
              label={t('userId')}
              description={t('userIdHelp')}
              withAsterisk
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              {...textField('userId')}
            />
            {/* Spec 000 §2.10: the invitee sets their password when they sign up, so none is asked here. */}
            <Text size="sm" c="dimmed" data-testid="password-note">
              {t('passwordNote')}
            </Text>
          </Stack>
        </Fieldset>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('sendInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
