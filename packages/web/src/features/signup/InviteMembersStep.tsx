import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { inviteMembersFormSchema, type InviteMembersForm, type OrganisationSummary, type Profile } from '@tilth/domain';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { errorText } from '../../ui/apiMessages';
import { inviteMembers } from '../accounts/accountsApi';
import { MEMBER_LEVELS } from '../accounts/InviteMemberModal';
import { signupMessages } from './messages';
import { DEFAULT_ROWS, filledRows, NEW_ROW } from './inviteRows';
import classes from './SignUp.module.css';

/** A row's e-mail message: the schema's checks are the domain's sentences, the server's come worded already. */
const rowError = (error: { type?: string; message?: string } | undefined) =>
  error?.message && error.type !== 'server' ? domainText(error.message) : error?.message;

/**
 * Team sign-up step 3 (spec 000 §2.10): rows of e-mail and member level, 'Invite More +',
 * Finish (straight to /dashboard when no e-mail is filled in) and Back.
 */
export function InviteMembersStep({ profile, organisation }: { profile: Profile; organisation: OrganisationSummary }) {
  const t = useT(signupMessages);
  const navigate = useNavigate();
  const form = useForm<InviteMembersForm>({
    mode: 'onTouched',
    resolver: zodResolver(inviteMembersFormSchema),
    defaultValues: { invites: DEFAULT_ROWS },
  });
  const rows = useFieldArray({ control: form.control, name: 'invites' });
  const finish = () => void navigate('/dashboard', { replace: true });

  const send = useMutation({
    mutationFn: (users: { email: string; type: 'admin' | 'user' }[]) =>
      inviteMembers(organisation.objectId, organisation.type, users, profile.objectId),
    onSuccess: finish,
  });

  const submit = form.handleSubmit((values) => {
    const { users, rowOf } = filledRows(values.invites);
    if (users.length === 0) return finish();
    send.mutate(users, {
      onError: (error) => {
        // users.{i}.email names the i-th filled row.
        for (const field of isApiError(error) ? error.fields : []) {
          const index = Number(field.match(/^users\.(\d+)\.email$/)?.[1] ?? NaN);
          const row = rowOf[index];
          if (row !== undefined) form.setError(`invites.${row}.email`, { type: 'server', message: errorText(error) });
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('inviteLead', { organisation: organisation.name })}
        </Text>
        {send.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('peopleToInvite')}>
          {rows.fields.map((row, index) => (
            <Group key={row.id} component="li" gap="xs" align="flex-start" wrap="wrap" className={classes.row}>
              <TextInput
                type="email"
                aria-label={t('emailRow', { row: index + 1 })}
                placeholder={t('emailPlaceholder')}
                autoComplete="off"
                style={{ flex: '1 1 220px' }}
                error={rowError(form.formState.errors.invites?.[index]?.email)}
                {...form.register(`invites.${index}.email`)}
              />
              <Group gap="xs" wrap="nowrap" style={{ flex: '1 0 auto' }} justify="flex-end">
                <NativeSelect
                  aria-label={t('memberLevelRow', { row: index + 1 })}
                  data={MEMBER_LEVELS}
                  size="md"
                  style={{ flex: 1 }}
                  miw={150}
                  {...form.register(`invites.${index}.type`)}
                />
                <ActionIcon
                  aria-label={t('removeRow', { row: index + 1 })}
                  onClick={() => rows.remove(index)}
                  disabled={rows.fields.length === 1}
                >
                  <IconX size={18} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <Group>
          <Button variant="subtle" onClick={() => rows.append(NEW_ROW)} px="xs">
            {t('inviteMore')}
          </Button>
        </Group>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={() => void navigate('/signUp/org/personalInfo')}>
            {t('back')}
          </Button>
          <Button type="submit" loading={send.isPending} rightSection={<IconCheck size={18} aria-hidden />}>
            {t('finish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
