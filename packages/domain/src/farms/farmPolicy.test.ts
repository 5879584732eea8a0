import { describe, expect, it } from 'vitest';
import { can, permittedActions, type Actor } from '../policy/policy';

const farmAdmin: Actor = { userId: 'u1', role: 'farm_admin', organisationId: 'bizA', farmId: 'farmA' };
const businessUser: Actor = { userId: 'u2', role: 'business_user', organisationId: 'bizA', farmId: null };
const dealerAdmin: Actor = { userId: 'u3', role: 'dealer_admin', organisationId: 'dealerA', farmId: null };

describe('farm and Farm Health Report policy', () => {
  it('lets every role read farms and manage recipients, and only admins send the report on demand', () => {
    for (const actor of [farmAdmin, businessUser, dealerAdmin]) {
      expect(permittedActions(actor)).toEqual(expect.arrayContaining(['farm:read', 'fieldReport:manage']));
    }
    expect(permittedActions(businessUser)).not.toContain('fieldReport:send');
    expect(permittedActions(farmAdmin)).toContain('fieldReport:send');
  });

  it('lets a farm admin create farms in their own business only', () => {
    expect(can(farmAdmin, 'farm:create', { organisationPath: ['root', 'dist', 'dealerA', 'bizA'] })).toBe(true);
    expect(can(farmAdmin, 'farm:create', { organisationPath: ['root', 'dist', 'dealerA', 'bizB'] })).toBe(false);
    expect(can(businessUser, 'farm:create', { organisationPath: ['root', 'dist', 'dealerA', 'bizA'] })).toBe(false);
    expect(can(dealerAdmin, 'farm:create', { organisationPath: ['root', 'dist', 'dealerA', 'bizA'] })).toBe(true);
    expect(can(dealerAdmin, 'farm:create', { organisationPath: ['root', 'dist', 'dealerB', 'bizC'] })).toBe(false);
  });

  it('confines recipients to the owner scope and those above it', () => {
    const ownedByFarm = { organisationPath: ['root', 'dist', 'dealerA', 'bizA'], farmId: 'farmA' };
    expect(can(farmAdmin, 'fieldReport:manage', ownedByFarm)).toBe(true);
    expect(can(businessUser, 'fieldReport:manage', ownedByFarm)).toBe(true);
    expect(can({ ...farmAdmin, farmId: 'farmB' }, 'fieldReport:manage', ownedByFarm)).toBe(false);
    expect(can(farmAdmin, 'fieldReport:manage', { organisationPath: ['root', 'dist', 'dealerA', 'bizA'] })).toBe(false);
  });
});
