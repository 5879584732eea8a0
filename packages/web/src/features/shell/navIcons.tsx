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

/** Icons by navigation label; kept out of navItems.ts so that stays pure and testable. */
export const NAV_ICONS: Record<string, Icon> = {
  Farms: IconPlant2,
  Planner: IconDroplet,
  Fleet: IconAntennaBars5,
  Accounts: IconUsersGroup,
  Subscription: IconCreditCard,
  Contact: IconMail,
  Help: IconHelpCircle,
};
