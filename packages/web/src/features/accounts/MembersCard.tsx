import { ActionIcon, Alert, Avatar, Badge, Button, Group, Menu, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconDots, IconUserDown, IconUserMinus, IconUserPlus, IconUserUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAdminRole, type RoleName } from '@tilth/domain';
import type { AccountDetailView, InvitedMemberView, MemberView, TeamView } from '@tilth/domain/accounts/views';
import { useState } from 'react';
import { errorText, fieldNotUpdated, loadFailed } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { AppModal } from '../../ui/AppModal';
import { SectionCard } from '../../ui/SectionCard';
import { useSignedInAccount } from '../auth/useAccount';
import { accountsKeys, changeRole, fetchTeam, removeMember } from './accountsApi';
import { InviteMemberModal } from './InviteMemberModal';
import { combinedTeam, toggledRole, withoutMember, withRole, type TeamEntry } from './team';
import classes from './Accounts.module.css';

const levelName = (role: RoleName) => (isAdminRole(role) ? 'Administrator' : 'Member');

/**
 * Members of an account (spec 000 §2.7): the Admin and Users lists, pending invitations, the
 * invite dialog, role changes (shown at once, undone if the call fails) and removal. What the
 * viewer may do comes from the account's permissions as the API sent them.
 *
 * A dealer_admin (spec 000 §6) sees one combined invited-and-members list without themselves
 * instead, and a 'Create Member +' button opening the invite dialog where the default 'Invite
 * Member' button is hidden.
 */
export function MembersCard({ account, flash }: { account: AccountDetailView; flash: Flash }) {
  const { profile } = useSignedInAccount();
  const queryClient = useQueryClient();
  const key = accountsKeys.team(account.objectId);
  const team = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchTeam(account.objectId, signal) });
  const [inviteOpened, invite] = useDisclosure(false);
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const canManage = account.permissions.includes('member:manage');
  const canInvite = account.permissions.includes('member:invite');
  const dealerAdmin = profile.role.name === 'dealer_admin';

  const role = useMutation({
    mutationFn: ({ member, to }: { member: MemberView; to: RoleName }) => changeRole(account.objectId, member.objectId, to),
    // The screen updates first; the snapshot puts it back if the server refuses.
    onMutate: async ({ member, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TeamView>(key);
      if (before) queryClient.setQueryData<TeamView>(key, withRole(before, member.objectId, to));
      return { before };
    },
    onError: (error, { member }, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      flash.show('error', fieldNotUpdated(error, member.name));
    },
    onSuccess: (_updated, { member, to }) => {
      flash.show('success', `'${member.name}' is now ${isAdminRole(to) ? 'an Administrator' : 'a Member'}`);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const remove = useMutation({
    mutationFn: (member: MemberView) => removeMember(account.objectId, member.objectId),
    onSuccess: (_answer, member) => {
      queryClient.setQueryData<TeamView>(key, (old) => (old ? withoutMember(old, member.objectId) : old));
      setRemoving(null);
      flash.show('success', `'${member.name}' removed`);
    },
    onError: (error) => flash.show('error', `${errorText(error)}: the member could not be removed`),
  });

  const actionsFor = (member: MemberView) =>
    canManage && member.objectId !== profile.objectId ? (
      <MemberActions
        member={member}
        onToggleRole={() => role.mutate({ member, to: toggledRole(member.role.name) })}
        onRemove={() => setRemoving(member)}
      />
    ) : null;

  return (
    <SectionCard
      title="Members"
      description={`People who work in ${account.name}.`}
      actions={
        canInvite ? (
          <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={invite.open}>
            Invite Member
          </Button>
        ) : (
          dealerAdmin && (
            <Button variant="light" onClick={invite.open}>
              Create Member +
            </Button>
          )
        )
      }
    >
      {team.isPending ? (
        <Stack gap="sm" aria-label="Loading members">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : team.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed('Members could not be loaded', team.error)}
        </Alert>
      ) : dealerAdmin ? (
        <CombinedList entries={combinedTeam(team.data, profile)} actionsFor={actionsFor} />
      ) : (
        <Stack gap="lg">
          <MemberList
            title="Admin"
            members={team.data.admins}
            selfId={profile.objectId}
            actionsFor={actionsFor}
            empty="No administrators yet."
          />
          <MemberList title="Users" members={team.data.users} selfId={profile.objectId} actionsFor={actionsFor} empty="No users yet." />
          {team.data.invited.length > 0 && <InvitedList invited={team.data.invited} />}
        </Stack>
      )}

      <InviteMemberModal opened={inviteOpened} onClose={invite.close} team={account} />
      <AppModal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove Member">
        {removing && (
          <Stack gap="md">
            <Text>
              Remove <b>{removing.name}</b> from {account.name}? They will no longer be able to sign in.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(removing)}>
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </AppModal>
    </SectionCard>
  );
}

function MemberActions({ member, onToggleRole, onRemove }: { member: MemberView; onToggleRole: () => void; onRemove: () => void }) {
  const admin = isAdminRole(member.role.name);
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon aria-label={`Actions for ${member.name}`}>
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={admin ? <IconUserDown size={18} aria-hidden /> : <IconUserUp size={18} aria-hidden />}
          onClick={onToggleRole}
        >
          {admin ? 'Make Member' : 'Make Administrator'}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconUserMinus size={18} aria-hidden />} onClick={onRemove}>
          Remove from Account
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MemberList({
  title,
  members,
  selfId,
  actionsFor,
  empty,
}: {
  title: string;
  members: MemberView[];
  selfId: string;
  actionsFor: (member: MemberView) => React.ReactNode;
  empty: string;
}) {
  const id = `members-${title.toLowerCase()}`;
  return (
    <div>
      <Title order={3} size="h5" id={id} mb={4}>
        {title}{' '}
        <Text span c="dimmed" fw={400}>
          ({members.length})
        </Text>
      </Title>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ul aria-labelledby={id} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {members.map((member) => (
            <MemberRow key={member.objectId} member={member} self={member.objectId === selfId} actions={actionsFor(member)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InvitedList({ invited }: { invited: InvitedMemberView[] }) {
  return (
    <div>
      <Title order={3} size="h5" id="members-invited" mb={4}>
        Invited{' '}
        <Text span c="dimmed" fw={400}>
          ({invited.length})
        </Text>
      </Title>
      <ul aria-labelledby="members-invited" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {invited.map((invitation) => (
          <li key={invitation.objectId} className={classes.memberRow} aria-label={invitation.email}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {invitation.email}
                </Text>
                <Text size="sm" c="dimmed">
                  Invitation sent · expires {new Date(invitation.expiresAt).toLocaleDateString()}
                </Text>
              </div>
              <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
                {levelName(invitation.role.name)}
              </Badge>
            </Group>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberRow({ member, self, actions }: { member: MemberView; self: boolean; actions: React.ReactNode }) {
  return (
    <li className={classes.memberRow} aria-label={member.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar src={member.profileImage} name={member.name} color="initials" alt="" />
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate="end">
                {member.name}
              </Text>
              {self && (
                <Badge size="xs" variant="light" color="gray">
                  You
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate="end">
              {[member.email, member.phone].filter(Boolean).join(' · ')}
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={isAdminRole(member.role.name) ? 'field' : 'gray'} visibleFrom="xs" style={{ flexShrink: 0 }}>
            {levelName(member.role.name)}
          </Badge>
          {actions}
        </Group>
      </Group>
    </li>
  );
}

/** The dealer_admin's one list (spec 000 §6): invitations marked 'Invited', then the members; never the viewer. */
function CombinedList({ entries, actionsFor }: { entries: TeamEntry[]; actionsFor: (member: MemberView) => React.ReactNode }) {
  return (
    <div>
      <Title order={3} size="h5" id="members-team" mb={4}>
        Team{' '}
        <Text span c="dimmed" fw={400}>
          ({entries.length})
        </Text>
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nobody else is invited or a member yet.
        </Text>
      ) : (
        <ul aria-labelledby="members-team" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) =>
            entry.kind === 'member' ? (
              <MemberRow key={entry.member.objectId} member={entry.member} self={false} actions={actionsFor(entry.member)} />
            ) : (
              <li key={entry.invitation.objectId} className={classes.memberRow} aria-label={entry.invitation.email}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar name={entry.invitation.email} color="initials" alt="" />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate="end">
                        {entry.invitation.email}
                      </Text>
                      <Text size="sm" c="dimmed">
                        Invitation sent · expires {new Date(entry.invitation.expiresAt).toLocaleDateString()}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
                      Invited
                    </Badge>
                    <Badge
                      variant="light"
                      color={isAdminRole(entry.invitation.role.name) ? 'field' : 'gray'}
                      visibleFrom="xs"
                      style={{ flexShrink: 0 }}
                    >
                      {levelName(entry.invitation.role.name)}
                    </Badge>
                  </Group>
                </Group>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
