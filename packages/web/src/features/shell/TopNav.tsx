import { Group, UnstyledButton } from '@mantine/core';
import type { Profile } from '@tilth/domain';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/useT';
import { shellMessages } from './messages';
import { NAV_ICONS } from './navIcons';
import { isActive, navItems } from './navItems';
import classes from './Shell.module.css';

/** Header navigation for tablets and desktops. */
export function TopNav({ profile }: { profile: Profile }) {
  const t = useT(shellMessages);
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={t('mainNav')} gap={4} wrap="nowrap" visibleFrom="sm">
      {navItems(profile, 'top').map((item) => {
        const Icon = NAV_ICONS[item.id];
        const current = isActive(item, pathname);
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            className={classes.topLink}
            data-active={current || undefined}
            aria-current={current ? 'page' : undefined}
          >
            {Icon && <Icon size={18} stroke={1.8} aria-hidden className={classes.topLinkIcon} />}
            {item.label}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
