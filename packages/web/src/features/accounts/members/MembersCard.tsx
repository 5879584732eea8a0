import { Alert, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AccountDetailView, MemberView } from '@tilth/domain/accounts/views';
import { useT } from '../../../i18n/useT';
import { loadFailed } from '../../../ui/apiMessages';
import type { Flash } from '../../../ui/flash';
import { SectionCard } from '../../../ui/SectionCard';
import { useSignedInAccount } from '../../auth/useAccount';
import { accountsKeys, fetchTeam } from '../accountsApi';
import { InviteMemberModal } from '../InviteMemberModal';
import { accountsMessages } from '../messages';
import { combinedTeam } from '../team';
import { CombinedTeamList } from './CombinedTeamList';
import { InviteMemberButton } from './InviteMemberButton';
import { MemberActions } from './MemberActions';
import { InvitedList, MemberList } from './MemberLists';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useMemberChanges } from './useMemberChanges';

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
  const t = useT(accountsMessages);
  const { profile } = useSignedInAccount();
  const team = useQuery({ queryKey: accountsKeys.team(account.objectId), queryFn: ({ signal }) => fetchTeam(account.objectId, signal) });
  const [inviteOpened, invite] = useDisclosure(false);
  const changes = useMemberChanges(account.objectId, flash);
  const canManage = account.permissions.includes('member:manage');
  const canInvite = account.permissions.includes('member:invite');
  const dealerAdmin = profile.role.name === 'dealer_admin';

  const actionsFor = (member: MemberView) =>
    canManage && member.objectId !== profile.objectId ? (
      <MemberActions member={member} onToggleRole={() => changes.toggleRole(member)} onRemove={() => changes.askRemove(member)} />
    ) : null;

  return (
    <SectionCard
      title={t('membersTitle')}
      description={t('membersDescription', { name: account.name })}
      actions={<InviteMemberButton canInvite={canInvite} dealerAdmin={dealerAdmin} onClick={invite.open} />}
    >
      {team.isPending ? (
        <Stack gap="sm" aria-label={t('loadingMembers')}>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : team.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('membersLoadFailed'), team.error)}
        </Alert>
      ) : dealerAdmin ? (
        <CombinedTeamList entries={combinedTeam(team.data, profile)} actionsFor={actionsFor} />
      ) : (
        <Stack gap="lg">
          <MemberList
            id="members-admin"
            title={t('adminList')}
            members={team.data.admins}
            selfId={profile.objectId}
            actionsFor={actionsFor}
            empty={t('noAdministrators')}
          />
          <MemberList
            id="members-users"
            title={t('usersList')}
            members={team.data.users}
            selfId={profile.objectId}
            actionsFor={actionsFor}
            empty={t('noUsers')}
          />
          {team.data.invited.length > 0 && <InvitedList invited={team.data.invited} />}
        </Stack>
      )}

      <InviteMemberModal opened={inviteOpened} onClose={invite.close} team={account} />
      <RemoveMemberDialog
        member={changes.removing}
        accountName={account.name}
        pending={changes.removePending}
        onCancel={changes.cancelRemove}
        onRemove={changes.remove}
      />
    </SectionCard>
  );
}
