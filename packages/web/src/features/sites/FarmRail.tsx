import {
  IconBell,
  IconDroplets,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconMap2,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { NavLink, useParams } from 'react-router';
import { useT } from '../../i18n/useT';
import { farmWaterPath } from '../planner/waterPaths';
import { sitesMessages } from './messages';
import classes from './Sites.module.css';
import { HoverTooltip } from '../../ui/HoverTooltip';

export type FarmPanel = 'sites' | 'notifications' | 'user-access' | 'settings';

const LINKS: {
  panel: FarmPanel;
  word: 'railSites' | 'railNotifications' | 'railUserAccess' | 'railSettings';
  Icon: Icon;
  path: string;
}[] = [
  { panel: 'sites', word: 'railSites', Icon: IconMap2, path: '' },
  { panel: 'notifications', word: 'railNotifications', Icon: IconBell, path: '/notifications' },
  { panel: 'user-access', word: 'railUserAccess', Icon: IconUsers, path: '/user-access' },
  { panel: 'settings', word: 'railSettings', Icon: IconSettings, path: '/settings' },
];

/** The farm's side navbar (spec 001 §2.1): map, notifications, user access, settings, and the panel toggle. */
export function FarmRail({
  base,
  search,
  collapsed,
  onToggle,
}: {
  base: string;
  search: string;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const t = useT(sitesMessages);
  const { farmid = '' } = useParams();
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <nav className={classes.rail} aria-label={t('railFarm')}>
      {LINKS.map(({ panel, word, Icon, path }) => (
        <HoverTooltip key={panel} label={t(word)} position="right" withArrow>
          <NavLink to={`${base}${path}${panel === 'sites' ? search : ''}`} end className={classes.railLink} aria-label={t(word)}>
            <Icon size={24} stroke={1.7} aria-hidden />
          </NavLink>
        </HoverTooltip>
      ))}
      {/* The farm's season water account: its own page (planner/WaterAccountPage), the same navbar. */}
      <HoverTooltip label={t('railWater')} position="right" withArrow>
        <NavLink to={farmWaterPath(farmid)} end className={classes.railLink} aria-label={t('railWater')}>
          <IconDroplets size={24} stroke={1.7} aria-hidden />
        </NavLink>
      </HoverTooltip>
      <HoverTooltip label={t(collapsed ? 'showSidePanel' : 'hideSidePanel')} position="right" withArrow>
        <button
          type="button"
          className={classes.railLink}
          onClick={onToggle}
          aria-label={t(collapsed ? 'showSidePanel' : 'hideSidePanel')}
          aria-pressed={collapsed}
        >
          <ToggleIcon size={24} stroke={1.7} aria-hidden />
        </button>
      </HoverTooltip>
    </nav>
  );
}
