import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconUserDown, IconUserMinus, IconUserUp } from '@tabler/icons-react';
import { isAdminRole } from '@tilth/domain';
import type { MemberView } from '@tilth/domain/accounts/views';
import { useT } from '../../../i18n/useT';
import { accountsMessages } from '../messages';

/** A member row's menu: make administrator or member, remove from the account. */
export function MemberActions({ member, onToggleRole, onRemove }: { member: MemberView; onToggleRole: () => void; onRemove: () => void }) {
  const t = useT(accountsMessages);
  const admin = isAdminRole(member.role.name);
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon aria-label={t('actionsFor', { name: member.name })}>
          <IconDots size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={admin ? <IconUserDown size={18} aria-hidden /> : <IconUserUp size={18} aria-hidden />}
          onClick={onToggleRole}
        >
          {admin ? t('makeMember') : t('makeAdministrator')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconUserMinus size={18} aria-hidden />} onClick={onRemove}>
          {t('removeFromAccount')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
