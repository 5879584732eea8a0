import { describe, expect, it } from 'vitest';
import { can, permittedActions, type Actor } from './policy';

const dealerAdmin: Actor = { userId: 'u1', role: 'dealer_admin', organisationId: 'dealerA', farmId: null };
const farmUser: Actor = { userId: 'u2', role: 'farm_user', organisationId: 'bizA', farmId: 'farmA' };
const provider: Actor = { userId: 'u0', role: 'tilth_admin', organisationId: 'root', farmId: null };

describe('policy', () => {
  it('lets a user read inside their own subtree only', () => {
    expect(can(dealerAdmin, 'profile:read', { organisationPath: ['root', 'dist', 'dealerA', 'biz1'] })).toBe(true);
    expect(can(dealerAdmin, 'profile:read', { organisationPath: ['root', 'dist', 'dealerB'] })).toBe(false);
    expect(can(provider, 'profile:read', { organisationPath: ['root', 'dist', 'dealerB'] })).toBe(true);
  });
  it('confines farm-level users to their farm', () => {
    expect(can(farmUser, 'profile:read', { organisationPath: ['root', 'bizA'], farmId: 'farmA' })).toBe(true);
    expect(can(farmUser, 'profile:read', { organisationPath: ['root', 'bizA'], farmId: 'farmB' })).toBe(false);
    expect(can(farmUser, 'profile:read', { organisationPath: ['root', 'bizA'] })).toBe(false);
  });
  it('keeps preferences personal', () => {
    expect(can(provider, 'preferences:read', { organisationPath: [], ownerUserId: 'u1' })).toBe(false);
    expect(can(dealerAdmin, 'preferences:update', { organisationPath: [], ownerUserId: 'u1' })).toBe(true);
  });
  it('hides Create New Farm from dealer, business and farm users and Subscription from all but the provider', () => {
    expect(permittedActions({ ...dealerAdmin, role: 'dealer_user' })).not.toContain('farm:create');
    expect(permittedActions(dealerAdmin)).toContain('farm:create');
    expect(permittedActions(dealerAdmin)).not.toContain('subscription:view');
    expect(permittedActions(provider)).toContain('subscription:view');
    expect(permittedActions(provider)).not.toContain('member:invite');
  });
});
