import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_INVITE_TYPE, inviteMemberFormSchema, type InviteMemberForm, type InviteType } from '@tilth/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError, noConnection } from '../../api/errors';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { T } from '../../i18n/T';
import { useT } from '../../i18n/useT';
import { AppModal } from '../../ui/AppModal';
import { serverFieldErrors } from '../../ui/serverFieldErrors';
import { useSignedInAccount } from '../auth/useAccount';
import { accountsKeys, inviteMembers } from './accountsApi';
import { accountsMessages } from './messages';

/** Member levels as shown (spec 000 §6): 'user' is Member, 'admin' is Administrator; the lower first. */
export function memberLevels(): { value: InviteType; label: string }[] {
  return [
    { value: 'user', label: translate(accountsMessages, 'levelMember') },
    { value: 'admin', label: translate(accountsMessages, 'levelAdministrator') },
  ];
}

/**
 * memberLevels() for callers that read the list while rendering: each label is looked up when read,
 * so it follows the app's language (a plain constant would keep the language it loaded in).
 */
export const MEMBER_LEVELS: readonly { readonly value: InviteType; readonly label: string }[] = [
  {
    value: 'user',
    get label() {
      return translate(accountsMessages, 'levelMember');
    },
  },
  {
    value: 'admin',
    get label() {
      return translate(accountsMessages, 'levelAdministrator');
    },
  },
];

/** What each level may do, shown under the choice so it is never made unseen (spec 000 §6). */
const LEVEL_MEANING = { user: 'meaningUser', admin: 'meaningAdmin' } as const satisfies Record<InviteType, string>;

/**
 * Invite failure (spec 000 §8): the server's message, or in words that no answer came (issue 27);
 * an unanswered call's message is already those words, in the app's language.
 */
function inviteFailure(error: unknown): string {
  return isApiError(error) && error.message && !error.isCancelled ? error.message : noConnection();
}

/**
 * 'Invite a New Member' (spec 000 §2.7, §4): closed, form, done. Done on success, reset on
 * close, and the form stays (with the message) when the call fails.
 */
export function InviteMemberModal({
  opened,
  onClose,
  team,
}: {
  opened: boolean;
  onClose: () => void;
  team: { objectId: string; name: string; type: string };
}) {
  const t = useT(accountsMessages);
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteMemberForm>({
    mode: 'onTouched',
    resolver: zodResolver(inviteMemberFormSchema),
    defaultValues: { email: '', type: DEFAULT_INVITE_TYPE },
  });
  const invite = useMutation({
    mutationFn: (values: { email: string; type: InviteType }) => inviteMembers(team.objectId, team.type, [values], profile.objectId),
    onSuccess: (_answer, values) => {
      void queryClient.invalidateQueries({ queryKey: accountsKeys.team(team.objectId) });
      setSentTo(values.email);
    },
    onError: (error) => {
      for (const { field, message } of serverFieldErrors(error, { 'users.0.email': 'email' })) {
        form.setError(field as 'email', { type: 'server', message });
      }
    },
  });

  const reset = () => {
    form.reset();
    invite.reset();
    setSentTo(null);
  };
  const close = () => {
    onClose();
    reset();
  };

  return (
    <AppModal opened={opened} onClose={close} title={sentTo ? t('inviteEmailSent') : t('inviteNewMember')}>
      {sentTo ? (
        <Stack gap="sm">
          <Text c="var(--tilth-text-brand)">
            <IconMailForward size={40} aria-hidden />
          </Text>
          <Text>
            <T catalog={accountsMessages} k="inviteSentText" values={{ email: sentTo, team: team.name }} components={{ 0: <b /> }} />
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={reset}>
              {t('inviteAnother')}
            </Button>
            <Button onClick={close}>{t('done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values as { email: string; type: InviteType }))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('inviteIntro', { team: team.name })}
            </Text>
            {invite.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {inviteFailure(invite.error)}
              </Alert>
            )}
            <TextInput
              label={t('newMemberEmail')}
              type="email"
              withAsterisk
              autoComplete="off"
              data-autofocus
              error={form.formState.errors.email?.message && domainText(form.formState.errors.email.message)}
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text component="label" size="sm" fw={500} id="invite-level-label">
                    {t('memberLevel')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="invite-level-label"
                    data={memberLevels()}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    fullWidth
                    aria-describedby="invite-level-meaning"
                  />
                  <Text size="xs" c="dimmed" id="invite-level-meaning" data-testid="invite-level-meaning">
                    {t(LEVEL_MEANING[field.value])}
                  </Text>
                </Stack>
              )}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={invite.isPending}>
                {t('sendInvite')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
