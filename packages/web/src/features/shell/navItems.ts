import type { Profile } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { shellMessages } from './messages';

/** Which section an item opens: its icon and its words (the shell catalogue's key). */
export type NavId = 'navFarms' | 'navPlanner' | 'navFleet' | 'navAccounts' | 'navSubscription' | 'navContact' | 'navHelp';

export interface NavItem {
  id: NavId;
  /** In the app's language when navItems was called. */
  label: string;
  to: string;
  /** Path prefixes under which this item is the current section. */
  activeFor: readonly string[];
}

type Place = Omit<NavItem, 'label'>;

const FARMS: Place = { id: 'navFarms', to: '/dashboard/farms', activeFor: ['/dashboard/farms', '/farm/'] };
const PLANNER: Place = { id: 'navPlanner', to: '/dashboard/planner', activeFor: ['/dashboard/planner'] };
const FLEET: Place = { id: 'navFleet', to: '/dashboard/fleet', activeFor: ['/dashboard/fleet'] };
const ACCOUNTS: Place = { id: 'navAccounts', to: '/dashboard/groups', activeFor: ['/dashboard/groups'] };
const SUBSCRIPTION: Place = {
  id: 'navSubscription',
  to: '/dashboard/shop/subscriptions',
  activeFor: ['/dashboard/shop/subscriptions'],
};
const CONTACT: Place = { id: 'navContact', to: '/dashboard/contact', activeFor: ['/dashboard/contact'] };
const HELP: Place = { id: 'navHelp', to: '/dashboard/help', activeFor: ['/dashboard/help'] };

/**
 * Navigation of spec 000 §2.3, with the irrigation planner (issue 29) for every role and fleet health (issue 30) for
 * those the API's permissions allow it (fleet:read). Whether Subscription shows comes from the permissions the API
 * sent; the side (phone) menu also requires the user to sit directly under the provider. Labels in the app's language.
 */
export function navItems(profile: Pick<Profile, 'permissions' | 'parent'>, placement: 'top' | 'side'): NavItem[] {
  const canViewSubscriptions =
    profile.permissions.includes('subscription:view') && (placement === 'top' || profile.parent.isDirectChildOfProvider);
  const fleet = profile.permissions.includes('fleet:read') ? [FLEET] : [];
  return [FARMS, PLANNER, ...fleet, ACCOUNTS, ...(canViewSubscriptions ? [SUBSCRIPTION] : []), CONTACT, HELP].map((place) => ({
    ...place,
    label: translate(shellMessages, place.id),
  }));
}

export function isActive(item: Pick<NavItem, 'activeFor'>, pathname: string): boolean {
  return item.activeFor.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
