import { Tooltip } from '@mantine/core';
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
import { farmWaterPath } from '../planner/waterPaths';
import classes from './Sites.module.css';

export type FarmPanel = 'sites' | 'notifications' | 'user-access' | 'settings';

const LINKS: { panel: FarmPanel; label: string; Icon: Icon; path: string }[] = [
  { panel: 'sites', label: 'Map and sites', Icon: IconMap2, path: '' },
  { panel: 'notifications', label: 'Notifications', Icon: IconBell, path: '/notifications' },
  { panel: 'user-access', label: 'User access', Icon: IconUsers, path: '/user-access' },
  { panel: 'settings', label: 'Settings', Icon: IconSettings, path: '/settings' },
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
  const { farmid = '' } = useParams();
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <nav className={classes.rail} aria-label="Farm">
      {LINKS.map(({ panel, label, Icon, path }) => (
        <Tooltip key={panel} label={label} position="right" withArrow>
          <NavLink to={`${base}${path}${panel === 'sites' ? search : ''}`} end className={classes.railLink} aria-label={label}>
            <Icon size={24} stroke={1.7} aria-hidden />
          </NavLink>
        </Tooltip>
      ))}
      {/* The farm's season water account: its own page (planner/WaterAccountPage), the same navbar. */}
      <Tooltip label="Water" position="right" withArrow>
        <NavLink to={farmWaterPath(farmid)} end className={classes.railLink} aria-label="Water">
          <IconDroplets size={24} stroke={1.7} aria-hidden />
        </NavLink>
      </Tooltip>
      <Tooltip label={collapsed ? 'Show side panel' : 'Hide side panel'} position="right" withArrow>
        <button
          type="button"
          className={classes.railLink}
          onClick={onToggle}
          aria-label={collapsed ? 'Show side panel' : 'Hide side panel'}
          aria-pressed={collapsed}
        >
          <ToggleIcon size={24} stroke={1.7} aria-hidden />
        </button>
      </Tooltip>
    </nav>
  );
}
