import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMailbox, IconShoppingCart, IconUserEdit, IconWebhook } from '@tabler/icons-react';
import type { Profile } from '@tilth/domain';
import { roleDisplayName } from '@tilth/domain/accounts/roles';
import { Link } from 'react-router';
import { domainText } from '../../i18n/domainText';
import { useT } from '../../i18n/useT';
import { versionLabel } from '../../version';
import { shellMessages } from './messages';
import classes from './Shell.module.css';

/**
 * Profile menu of spec 000 §2.3: who is signed in, Edit Profile, Log Out, the version label. The
 * admins who buy plans (spec 002 §6) also find the shop here: the spec reaches it only from the
 * subscription card's Update Subscription, which dealers below a distributor never see.
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const t = useT(shellMessages);
  const role = domainText(roleDisplayName(profile.role.name));
  return (
    <Menu position="bottom-end" width={260} shadow="md" withArrow>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton} aria-label={t('profileMenuFor', { name: profile.name })}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={profile.profileImage} name={profile.name} color="initials" alt="" size={36} />
            <Box visibleFrom="md" miw={0}>
              <Text size="sm" fw={600} lh={1.2} truncate="end" maw={160}>
                {profile.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          <Avatar src={profile.profileImage} name={profile.name} color="initials" alt="" size={44} />
          <Box miw={0}>
            <Text fw={600} truncate="end" data-testid="profile-name">
              {profile.name}
            </Text>
            <Text size="sm" c="dimmed" data-testid="profile-role">
              {role}
            </Text>
          </Box>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/edit-account" leftSection={<IconUserEdit size={18} aria-hidden />}>
          {t('editProfile')}
        </Menu.Item>
        {profile.permissions.includes('shop:savedCards') && (
          <Menu.Item component={Link} to="/dashboard/shop" leftSection={<IconShoppingCart size={18} aria-hidden />}>
            {t('shop')}
          </Menu.Item>
        )}
        {profile.permissions.includes('webhooks:manage') && profile.organisation && (
          <Menu.Item component={Link} to="/dashboard/webhooks" leftSection={<IconWebhook size={18} aria-hidden />}>
            {t('webhooks')}
          </Menu.Item>
        )}
        {profile.permissions.includes('outbox:read') && (
          <Menu.Item component={Link} to="/dashboard/outbox" leftSection={<IconMailbox size={18} aria-hidden />}>
            {t('mailOutbox')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout" leftSection={<IconLogout size={18} aria-hidden />}>
          {t('logOut')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{versionLabel}</Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
