import type { Profile } from '@tilth/domain';

export interface NavItem {
  label: string;
  to: string;
  /** Path prefixes under which this item is the current section. */
  activeFor: readonly string[];
}

const FARMS: NavItem = { label: 'Farms', to: '/dashboard/farms', activeFor: ['/dashboard/farms', '/farm/'] };
const PLANNER: NavItem = { label: 'Planner', to: '/dashboard/planner', activeFor: ['/dashboard/planner'] };
const FLEET: NavItem = { label: 'Fleet', to: '/dashboard/fleet', activeFor: ['/dashboard/fleet'] };
const ACCOUNTS: NavItem = { label: 'Accounts', to: '/dashboard/groups', activeFor: ['/dashboard/groups'] };
const SUBSCRIPTION: NavItem = {
  label: 'Subscription',
  to: '/dashboard/shop/subscriptions',
  // The shop itself (/dashboard/shop, /dashboard/shop/product/…) is not this section.
  activeFor: ['/dashboard/shop/subscriptions'],
};
const CONTACT: NavItem = { label: 'Contact', to: '/dashboard/contact', activeFor: ['/dashboard/contact'] };
const HELP: NavItem = { label: 'Help', to: '/dashboard/help', activeFor: ['/dashboard/help'] };

/**
 * Navigation of spec 000 §2.3, with the irrigation planner (issue 29) for every role and fleet health (issue 30) for
 * those the API's permissions allow it (fleet:read). Whether Subscription shows comes from the permissions the API
 * sent; the side (phone) menu also requires the user to sit directly under the provider.
 */
export function navItems(profile: Pick<Profile, 'permissions' | 'parent'>, placement: 'top' | 'side'): NavItem[] {
  const canViewSubscriptions =
    profile.permissions.includes('subscription:view') && (placement === 'top' || profile.parent.isDirectChildOfProvider);
  const fleet = profile.permissions.includes('fleet:read') ? [FLEET] : [];
  return [FARMS, PLANNER, ...fleet, ACCOUNTS, ...(canViewSubscriptions ? [SUBSCRIPTION] : []), CONTACT, HELP];
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.activeFor.some((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
