import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, roleLevel } from '../accounts/roles';
import { can, permittedActions, type Actor } from '../policy/policy';

const actor = (role: Actor['role'], organisationId: string): Actor => ({ userId: 'u', role, organisationId, farmId: null });
const provider = actor('tilth_admin', 'root');
const distributorAdmin = actor('distributor_admin', 'dist');
const distributorUser = actor('distributor_user', 'dist');
const dealerAdmin = actor('dealer_admin', 'dealer');
const ownOrg = { organisationPath: ['root', 'dist'] };
const ownSite = { organisationPath: ['root', 'dist', 'dealer', 'biz'], farmId: 'farm1' };
const foreignSite = { organisationPath: ['root', 'dist2', 'dealer2', 'biz2'], farmId: 'farm2' };

describe('subscription policy (spec 000 §2.3, 002 §2.1, §6)', () => {
  it('shows Subscription to the platform admin and the distributor level (direct children of the provider)', () => {
    for (const role of ROLE_NAMES) {
      const expected = role === 'tilth_admin' || roleLevel(role) === 'distributor';
      expect(permittedActions(actor(role, 'x')).includes('subscription:view'), role).toBe(expected);
    }
    expect(can(distributorUser, 'subscription:view', ownOrg)).toBe(true);
    expect(can(provider, 'subscription:view', ownOrg)).toBe(true);
    // An organisation that is not right below the provider does not qualify.
    expect(can(actor('distributor_admin', 'deep'), 'subscription:view', { organisationPath: ['root', 'x', 'deep'] })).toBe(false);
  });
  it('lets the admins among them edit plans of sites in their subtree; users get Contact your Admin', () => {
    expect(can(distributorAdmin, 'subscription:edit', ownSite)).toBe(true);
    expect(can(distributorAdmin, 'subscription:edit', foreignSite)).toBe(false);
    expect(can(provider, 'subscription:edit', foreignSite)).toBe(true);
    expect(can(distributorUser, 'subscription:edit', ownSite)).toBe(false);
    expect(can(dealerAdmin, 'subscription:edit', ownSite)).toBe(false);
  });
  it('lets the servicing admins switch a site in their subtree on or off', () => {
    expect(can(dealerAdmin, 'site:activate', ownSite)).toBe(true);
    expect(can(dealerAdmin, 'site:activate', foreignSite)).toBe(false);
    expect(can(distributorUser, 'site:activate', ownSite)).toBe(false);
    expect(can(actor('business_admin', 'biz'), 'site:activate', ownSite)).toBe(false);
  });
});
