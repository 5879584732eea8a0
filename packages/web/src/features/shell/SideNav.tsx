import { Drawer, NavLink, Stack, VisuallyHidden } from '@mantine/core';
import type { Profile } from '@tilth/domain';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { VersionLabel } from '../../ui/VersionLabel';
import { useT } from '../../i18n/useT';
import { shellMessages } from './messages';
import { NAV_ICONS } from './navIcons';
import { isActive, navItems } from './navItems';

/** The burger menu's drawer on phones (below 768 px). */
export function SideNav({ profile, opened, onClose }: { profile: Profile; opened: boolean; onClose: () => void }) {
  const t = useT(shellMessages);
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(300px, 85vw)"
      title={
        <>
          <Logo size={28} />
          <VisuallyHidden>{t('menu')}</VisuallyHidden>
        </>
      }
      closeButtonProps={{ 'aria-label': t('closeMenu'), size: 'lg' }}
      hiddenFrom="sm"
    >
      <Stack component="nav" aria-label={t('mainNav')} gap={4}>
        {navItems(profile, 'side').map((item) => {
          const Icon = NAV_ICONS[item.id];
          const current = isActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={Icon && <Icon size={22} stroke={1.7} aria-hidden />}
              active={current}
              aria-current={current ? 'page' : undefined}
              onClick={onClose}
              h={48}
              fw={600}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </Stack>
      <VersionLabel mt="xl" px="sm" />
    </Drawer>
  );
}
