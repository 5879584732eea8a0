import { Tooltip } from '@mantine/core';
import { IconBell, IconDroplets, IconMap2, IconSettings, IconUsers, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { waterMessages } from './waterMessages';
import { farmSectionLinks } from './waterPaths';
import classes from './WaterAccount.module.css';

const ICONS: Record<ReturnType<typeof farmSectionLinks>[number]['key'], Icon> = {
  sites: IconMap2,
  notifications: IconBell,
  'user-access': IconUsers,
  settings: IconSettings,
  water: IconDroplets,
};

/** The farm's side navbar as on the sites page (sites/FarmRail.tsx), with Water current. */
export function WaterFarmNav({ farmId }: { farmId: string }) {
  const t = useT(waterMessages);
  return (
    <nav className={`${classes.rail} water-no-print`} aria-label={t('navFarm')}>
      {farmSectionLinks(farmId).map(({ key, label, to }) => {
        const Icon = ICONS[key];
        return (
          <Tooltip key={key} label={label} position="right" withArrow>
            <NavLink to={to} end className={classes.railLink} aria-label={label}>
              <Icon size={24} stroke={1.7} aria-hidden />
            </NavLink>
          </Tooltip>
        );
      })}
    </nav>
  );
}
