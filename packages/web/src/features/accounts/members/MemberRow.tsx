import { Avatar, Badge, Group, Text } from '@mantine/core';
import { isAdminRole } from '@tilth/domain';
import type { MemberView } from '@tilth/domain/accounts/views';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';
import classes from '../Accounts.module.css';
import { levelName } from './memberLevel';

/** One member: picture, name (and 'You'), contact, level, and the actions the viewer may take. */
export function MemberRow({ member, self, actions }: { member: MemberView; self: boolean; actions: ReactNode }) {
  const t = useT(accountsMessages);
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
                  {t('you')}
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
