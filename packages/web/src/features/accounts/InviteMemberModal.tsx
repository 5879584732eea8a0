import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_INVITE_TYPE, inviteMemberFormSchema, type InviteMemberForm, type InviteType } from '@tilth/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError, NO_CONNECTION } from '../../api/errors';
import { AppModal } from '../../ui/AppModal';
import { serverFieldErrors } from '../../ui/serverFieldErrors';
import { useSignedInAccount } from '../auth/useAccount';
import { accountsKeys, inviteMembers } from './accountsApi';

/** Member levels as shown (spec 000 §6): 'user' is Member, 'admin' is Administrator; the lower first. */
export const MEMBER_LEVELS: { value: InviteType; label: string }[] = [
  { value: 'user', label: 'Member' },
  { value: 'admin', label: 'Administrator' },
];

/** What each level may do, shown under the choice so it is never made unseen (spec 000 §6). */
export const LEVEL_MEANING: Record<InviteType, string> = {
  user: 'Members see the farms and sites of the team. They cannot invite or remove anyone.',
  admin: 'Administrators can also invite and remove members of this team and the teams below it.',
};

/** Invite failure (spec 000 §8): the server's message, or in words that no answer came (issue 27). */
function inviteFailure(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.message ? error.message : NO_CONNECTION;
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
    <AppModal opened={opened} onClose={close} title={sentTo ? 'Invite Email Sent' : 'Invite a New Member'}>
      {sentTo ? (
        <Stack gap="sm">
          <Text c="var(--tilth-text-brand)">
            <IconMailForward size={40} aria-hidden />
          </Text>
          <Text>
            We sent <b>{sentTo}</b> an invitation to join {team.name}. They are listed as invited until they sign up.
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={reset}>
              Invite Another
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values as { email: string; type: InviteType }))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              They get an e-mail with a link to join {team.name}.
            </Text>
            {invite.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                {inviteFailure(invite.error)}
              </Alert>
            )}
            <TextInput
              label="New Member Email"
              type="email"
              withAsterisk
              autoComplete="off"
              data-autofocus
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text component="label" size="sm" fw={500} id="invite-level-label">
                    Member Level
                  </Text>
                  <SegmentedControl
                    aria-labelledby="invite-level-label"
                    data={MEMBER_LEVELS}
                    value={field.value}
                    onChange={(value) => field.onChange(value)}
                    fullWidth
                    aria-describedby="invite-level-meaning"
                  />
                  <Text size="xs" c="dimmed" id="invite-level-meaning" data-testid="invite-level-meaning">
                    {LEVEL_MEANING[field.value]}
                  </Text>
                </Stack>
              )}
            />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Send Invite
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
