import { describe, expect, it } from 'vitest';
import { isActive, navItems } from './navItems';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const parent = (isDirectChildOfProvider: boolean) => ({ parentType: null, parentName: null, isDirectChildOfProvider });

describe('navItems', () => {
  it('shows Subscription only with the subscription:view permission', () => {
    expect(labels(navItems({ permissions: ['subscription:view'], parent: parent(true) }, 'top'))).toEqual([
      'Farms',
      'Planner',
      'Accounts',
      'Subscription',
      'Contact',
      'Help',
    ]);
    expect(labels(navItems({ permissions: ['farm:create'], parent: parent(true) }, 'top'))).toEqual([
      'Farms',
      'Planner',
      'Accounts',
      'Contact',
      'Help',
    ]);
  });

  it('shows Fleet with the fleet:read permission, after Planner', () => {
    expect(labels(navItems({ permissions: ['fleet:read'], parent: parent(false) }, 'top'))).toEqual([
      'Farms',
      'Planner',
      'Fleet',
      'Accounts',
      'Contact',
      'Help',
    ]);
    const [, , fleet] = navItems({ permissions: ['fleet:read'], parent: parent(false) }, 'side');
    expect(isActive(fleet!, '/dashboard/fleet')).toBe(true);
  });

  it('shows Subscription in the side menu only for a direct child of the provider', () => {
    const profile = { permissions: ['subscription:view'], parent: parent(false) };
    expect(labels(navItems(profile, 'top'))).toContain('Subscription');
    expect(labels(navItems(profile, 'side'))).not.toContain('Subscription');
  });
});

describe('isActive', () => {
  const [farms] = navItems({ permissions: [], parent: parent(true) }, 'top');

  it('marks Farms current on the farms list and inside a farm', () => {
    expect(isActive(farms!, '/dashboard/farms/list-view')).toBe(true);
    expect(isActive(farms!, '/farm/Farm000001/sites')).toBe(true);
    expect(isActive(farms!, '/dashboard/farmsx')).toBe(false);
    expect(isActive(farms!, '/dashboard/groups')).toBe(false);
  });

  it('marks Subscription current on its tabs but not in the shop', () => {
    const [, , , subscription] = navItems({ permissions: ['subscription:view'], parent: parent(true) }, 'top');
    expect(isActive(subscription!, '/dashboard/shop/subscriptions/audit')).toBe(true);
    expect(isActive(subscription!, '/dashboard/shop')).toBe(false);
    expect(isActive(subscription!, '/dashboard/shop/product/prod_gold')).toBe(false);
  });
});
