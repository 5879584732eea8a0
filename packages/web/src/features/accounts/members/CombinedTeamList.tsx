import { Avatar, Badge, Group, Text, Title } from '@mantine/core';
import { isAdminRole } from '@tilth/domain';
import type { MemberView } from '@tilth/domain/accounts/views';
import type { ReactNode } from 'react';
import { intlLocale } from '../../../i18n/catalog';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';
import classes from '../Accounts.module.css';
import type { TeamEntry } from '../team';
import { levelName } from './memberLevel';
import { MemberRow } from './MemberRow';

/** The dealer_admin's one list (spec 000 §6): invitations marked 'Invited', then the members; never the viewer. */
export function CombinedTeamList({ entries, actionsFor }: { entries: TeamEntry[]; actionsFor: (member: MemberView) => ReactNode }) {
  const t = useT(accountsMessages);
  return (
    <div>
      <Title order={3} size="h5" id="members-team" mb={4}>
        {t('team')}{' '}
        <Text span c="dimmed" fw={400}>
          ({entries.length})
        </Text>
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nobodyElse')}
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
                        {t('invitationSent', { date: new Date(entry.invitation.expiresAt).toLocaleDateString(intlLocale()) })}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
                      {t('invited')}
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
