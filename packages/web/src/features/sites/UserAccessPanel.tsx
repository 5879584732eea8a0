import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { roleDisplayName, type FarmDetail, type Profile } from '@tilth/domain';
import { useState } from 'react';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { loadFailed } from '../../ui/apiMessages';
import { accountsKeys } from '../accounts/accountsApi';
import { InviteMemberModal } from '../accounts/InviteMemberModal';
import { sitesMessages } from './messages';
import { fetchFarmMembers } from './sitesApi';

/**
 * User Access (spec 001 §2.3, §6): the farm group's members with their roles, and invitations.
 * 'Invite +' where the API lets the caller invite; a dealer_admin gets 'Create Member +' (the same
 * invite dialog) where that button is hidden, as on the accounts screens; users get neither. The
 * list shares the accounts screens' team key, so the invite modal's refresh reaches it.
 */
export function UserAccessPanel({ farm, profile }: { farm: FarmDetail; profile: Profile }) {
  const t = useT(sitesMessages);
  const [inviting, setInviting] = useState(false);
  const team = useQuery({ queryKey: accountsKeys.team(farm.objectId), queryFn: ({ signal }) => fetchFarmMembers(farm.objectId, signal) });
  const members = team.data ? [...team.data.admins, ...team.data.users] : [];
  const dealerAdmin = profile.role.name === 'dealer_admin';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size="h4">
            {t('userAccess')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('userAccessText')}
          </Text>
        </div>
        {(farm.canInvite || dealerAdmin) && (
          <Button
            size="sm"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setInviting(true)}
            style={{ flexShrink: 0 }}
          >
            {farm.canInvite ? t('invite') : t('createMember')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('adminsCan')}
      </Text>
      {team.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={44} />
          ))}
        </Stack>
      ) : team.error ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {loadFailed(t('membersNotLoaded'), team.error)}
        </Alert>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('members')} data-testid="member-list">
          {members.length === 0 && team.data!.invited.length === 0 && (
            <Text size="sm" c="dimmed" component="li">
              {t('noMembers')}
            </Text>
          )}
          {members.map((member) => (
            <Group
              key={member.objectId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderBottom: '1px solid var(--tilth-border-soft)' }}
            >
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {domainText(roleDisplayName(member.role.name))}
              </Text>
            </Group>
          ))}
          {team.data!.invited.map((invite) => (
            <Group
              key={invite.objectId}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderBottom: '1px solid var(--tilth-border-soft)' }}
            >
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {invite.email}
              </Text>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {t('invited', { role: domainText(roleDisplayName(invite.role.name)) })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <InviteMemberModal
        opened={inviting}
        onClose={() => setInviting(false)}
        team={{ objectId: farm.objectId, name: farm.name, type: 'farm' }}
      />
    </Stack>
  );
}
