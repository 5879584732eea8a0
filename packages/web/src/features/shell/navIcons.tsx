import {
  IconAntennaBars5,
  IconCreditCard,
  IconDroplet,
  IconHelpCircle,
  IconMail,
  IconPlant2,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { NavId } from './navItems';

/** Icons by navigation item; kept out of navItems.ts so that stays pure and testable. */
export const NAV_ICONS: Record<NavId, Icon> = {
  navFarms: IconPlant2,
  navPlanner: IconDroplet,
  navFleet: IconAntennaBars5,
  navAccounts: IconUsersGroup,
  navSubscription: IconCreditCard,
  navContact: IconMail,
  navHelp: IconHelpCircle,
};
