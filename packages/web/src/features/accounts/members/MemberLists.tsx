import { Badge, Group, Text, Title } from '@mantine/core';
import type { InvitedMemberView, MemberView } from '@tilth/domain/accounts/views';
import type { ReactNode } from 'react';
import { intlLocale } from '../../../i18n/catalog';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';
import classes from '../Accounts.module.css';
import { levelName } from './memberLevel';
import { MemberRow } from './MemberRow';

/** A titled list of members (Admin, Users), with its count. */
export function MemberList({
  id,
  title,
  members,
  selfId,
  actionsFor,
  empty,
}: {
  /** The heading's id (stable whatever the language). */
  id: string;
  title: string;
  members: MemberView[];
  selfId: string;
  actionsFor: (member: MemberView) => ReactNode;
  empty: string;
}) {
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

/** The pending invitations: e-mail, expiry and the level offered. */
export function InvitedList({ invited }: { invited: InvitedMemberView[] }) {
  const t = useT(accountsMessages);
  return (
    <div>
      <Title order={3} size="h5" id="members-invited" mb={4}>
        {t('invitedTitle')}{' '}
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
                  {t('invitationSent', { date: new Date(invitation.expiresAt).toLocaleDateString(intlLocale()) })}
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
