import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, roleLevel } from '../accounts/roles';
import {
  apiKeyRefusal,
  can,
  KEY_READ_ONLY_MESSAGE,
  KEY_REFUSED_MESSAGE,
  permittedActions,
  planActionsOn,
  PLAN_ACTIONS,
  sitePlanOf,
  type Actor,
  type PlanAction,
  type SitePlan,
} from './policy';

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
    // The provider's admins invite into the accounts and farms below (spec 001 §6 'Invite +'); their
    // own account refuses invitations by its type.
    expect(permittedActions(provider)).toContain('member:invite');
  });
  it('lets the admin roles create and edit farms, and none of the user roles (distributor_user included)', () => {
    for (const role of ROLE_NAMES) {
      const actions = permittedActions({ ...dealerAdmin, role });
      const admin = role.endsWith('_admin');
      expect(actions.includes('farm:create'), role).toBe(admin);
      expect(actions.includes('farm:edit'), role).toBe(admin);
    }
  });
});

describe('account and member policy', () => {
  const distributorAdmin: Actor = { userId: 'u3', role: 'distributor_admin', organisationId: 'dist', farmId: null };
  const businessAdmin: Actor = { userId: 'u4', role: 'business_admin', organisationId: 'bizA', farmId: null };
  const dealerUser: Actor = { ...dealerAdmin, userId: 'u5', role: 'dealer_user' };

  it('lets every role read accounts, but only inside its subtree', () => {
    expect(can(dealerUser, 'account:read', { organisationPath: ['root', 'dist', 'dealerA'] })).toBe(true);
    expect(can(dealerUser, 'account:read', { organisationPath: ['root', 'dist'] })).toBe(false);
    expect(can(farmUser, 'member:read', { organisationPath: ['root', 'bizA'] })).toBe(false);
    expect(can(farmUser, 'member:read', { organisationPath: ['root', 'bizA'], farmId: 'farmA' })).toBe(true);
  });
  it('keeps editing, inviting and managing members to admins', () => {
    for (const action of ['account:edit', 'member:invite', 'member:manage'] as const) {
      expect(can(dealerUser, action, { organisationPath: ['root', 'dist', 'dealerA'] })).toBe(false);
      expect(can(dealerAdmin, action, { organisationPath: ['root', 'dist', 'dealerA'] })).toBe(true);
      expect(can(dealerAdmin, action, { organisationPath: ['root', 'dist', 'dealerB'] })).toBe(false);
    }
  });
  it('creates child accounts down to businesses only', () => {
    expect(permittedActions(provider)).toContain('account:createChild');
    expect(permittedActions(dealerAdmin)).toContain('account:createChild');
    expect(permittedActions(businessAdmin)).not.toContain('account:createChild');
    expect(permittedActions(dealerUser)).not.toContain('account:createChild');
  });
  it('shows Team Shopping Settings only on a direct child of the provider, for its own admins', () => {
    expect(can(distributorAdmin, 'account:shoppingSettings', { organisationPath: ['root', 'dist'] })).toBe(true);
    expect(can(distributorAdmin, 'account:shoppingSettings', { organisationPath: ['root', 'dist', 'dealerA'] })).toBe(false);
    expect(can(dealerAdmin, 'account:shoppingSettings', { organisationPath: ['root', 'dist', 'dealerA'] })).toBe(false);
    expect(can(provider, 'account:shoppingSettings', { organisationPath: ['root'] })).toBe(false);
    expect(can({ ...distributorAdmin, role: 'distributor_user' }, 'account:shoppingSettings', { organisationPath: ['root', 'dist'] })).toBe(
      false,
    );
  });
  it('gives the outbox to the provider only', () => {
    expect(permittedActions(provider)).toContain('outbox:read');
    expect(permittedActions(distributorAdmin)).not.toContain('outbox:read');
  });
});

describe('graph data deletion', () => {
  const inDealerA = { organisationPath: ['root', 'dist', 'dealerA', 'bizA'], farmId: 'farmA', plan: 'Silver' as const };
  const inDealerB = { organisationPath: ['root', 'dist', 'dealerB', 'bizB'], farmId: 'farmB', plan: 'Silver' as const };

  it('is for the provider’s admins and dealer admins only (spec 001 §6: two privileged roles)', () => {
    for (const role of ROLE_NAMES) {
      const actor: Actor = { userId: 'u', role, organisationId: 'dealerA', farmId: 'farmA' };
      expect(permittedActions(actor).includes('graphData:delete'), role).toBe(role === 'tilth_admin' || role === 'dealer_admin');
    }
  });
  it('stays inside the dealer’s subtree', () => {
    expect(can(dealerAdmin, 'graphData:delete', inDealerA)).toBe(true);
    expect(can(dealerAdmin, 'graphData:delete', inDealerB)).toBe(false);
    expect(can(provider, 'graphData:delete', inDealerB)).toBe(true);
    expect(can(farmUser, 'graphData:delete', inDealerA)).toBe(false);
  });
});

describe('plans as policy (spec 001 §6, 002 §6)', () => {
  const site = { organisationPath: ['root', 'dist', 'dealerA', 'bizA'], farmId: 'farmA' };
  const ownOrganisation: Record<string, string> = { tilth: 'root', distributor: 'dist', dealer: 'dealerA', business: 'bizA', farm: 'bizA' };
  /** A user of this role whose subtree holds the site. */
  const actorOf = (role: Actor['role']): Actor => ({
    userId: 'u',
    role,
    organisationId: ownOrganisation[roleLevel(role)]!,
    farmId: roleLevel(role) === 'farm' ? 'farmA' : null,
  });
  const expected = (role: Actor['role'], action: PlanAction, plan: SitePlan | null): boolean => {
    if (role === 'tilth_admin') return true;
    const graph = plan === 'Silver' || plan === 'Gold';
    if (action === 'graph:read' || action === 'irrigation:recommend' || action === 'irrigation:log') return graph;
    if (action === 'graphData:delete') return graph && role === 'dealer_admin';
    return plan === 'Gold';
  };

  for (const role of ROLE_NAMES) {
    for (const plan of ['None', 'Silver', 'Gold', null] as const) {
      it(`${role} on a ${plan ?? 'missing'} plan`, () => {
        const scope = { ...site, plan };
        for (const action of PLAN_ACTIONS) expect(can(actorOf(role), action, scope), action).toBe(expected(role, action, plan));
        expect(planActionsOn(actorOf(role), scope)).toEqual(PLAN_ACTIONS.filter((a) => expected(role, a, plan)));
      });
    }
  }

  it('keeps the subtree rule: a Gold site of another branch is refused', () => {
    const foreign = { organisationPath: ['root', 'dist2', 'dealerB', 'bizB'], farmId: 'farmB', plan: 'Gold' as const };
    for (const role of ROLE_NAMES.filter((r) => r !== 'tilth_admin')) expect(planActionsOn(actorOf(role), foreign), role).toEqual([]);
  });
  it('lets every role ask at route level; the site’s plan decides', () => {
    for (const role of ROLE_NAMES) {
      for (const action of ['graph:read', 'graph:download', 'graph:prediction', 'graph:stages', 'graph:gdd'] as const) {
        expect(can(actorOf(role), action), `${role} ${action}`).toBe(true);
      }
    }
  });
  it('reads a stored plan it does not know as no plan', () => {
    expect(sitePlanOf('Gold')).toBe('Gold');
    expect(sitePlanOf('gold')).toBeNull();
    expect(sitePlanOf(null)).toBeNull();
    expect(can(actorOf('farm_user'), 'graph:read', { ...site, plan: sitePlanOf('Platinum') })).toBe(false);
  });
});

describe('site configuration (spec 002 §6)', () => {
  const actor = (role: (typeof ROLE_NAMES)[number]): Actor => ({ userId: 'u', role, organisationId: 'dealerA', farmId: 'farmA' });
  const site = (plan: SitePlan): { organisationPath: string[]; farmId: string; plan: SitePlan } => ({
    organisationPath: ['root', 'dealerA', 'bizA'],
    farmId: 'farmA',
    plan,
  });

  it('lets the admin roles edit the configuration cards, never the read-only roles', () => {
    for (const role of ROLE_NAMES) expect(can(actor(role), 'site:editConfig', site('Silver')), role).toBe(role.endsWith('_admin'));
  });

  it('gives the forecast-days and irrigation-types cards to everyone on Gold, the provider’s admin on any plan', () => {
    expect(can(actor('farm_user'), 'site:editForecast', site('Gold'))).toBe(true);
    expect(can(actor('dealer_admin'), 'site:editForecast', site('Silver'))).toBe(false);
    expect(can(actor('tilth_admin'), 'site:editForecast', site('None'))).toBe(true);
  });

  it('keeps sensors-to-include and recompute-all for the provider’s admin and Gold dealer or distributor admins', () => {
    for (const action of ['site:selectSensors', 'site:recomputeAll'] as const) {
      expect(can(actor('tilth_admin'), action, site('Silver')), action).toBe(true);
      expect(can(actor('dealer_admin'), action, site('Gold')), action).toBe(true);
      expect(can(actor('distributor_admin'), action, site('Gold')), action).toBe(true);
      expect(can(actor('dealer_admin'), action, site('Silver')), action).toBe(false);
      expect(can(actor('business_admin'), action, site('Gold')), action).toBe(false);
      expect(can(actor('dealer_user'), action, site('Gold')), action).toBe(false);
    }
  });

  it('stays inside the caller’s subtree', () => {
    expect(can(actor('dealer_admin'), 'site:editConfig', { organisationPath: ['root', 'dealerB'], farmId: 'farmB', plan: 'Gold' })).toBe(
      false,
    );
  });
});

describe('webhooks:manage', () => {
  it("lets an account's admins manage its own webhooks only, never a member, a farm's admin or an account below", () => {
    const own = { organisationPath: ['root', 'dist', 'dealerA'] };
    expect(can(dealerAdmin, 'webhooks:manage', own)).toBe(true);
    expect(can(dealerAdmin, 'webhooks:manage', { organisationPath: ['root', 'dist', 'dealerA', 'biz1'] })).toBe(false);
    expect(can(dealerAdmin, 'webhooks:manage', { organisationPath: ['root', 'dist', 'dealerB'] })).toBe(false);
    expect(can({ ...dealerAdmin, role: 'dealer_user' }, 'webhooks:manage', own)).toBe(false);
    expect(can({ ...farmUser, role: 'farm_admin' }, 'webhooks:manage', { organisationPath: ['root', 'bizA'] })).toBe(false);
    expect(permittedActions(dealerAdmin)).toContain('webhooks:manage');
    expect(permittedActions({ ...dealerAdmin, role: 'dealer_user' })).not.toContain('webhooks:manage');
  });
});

describe('policy with an API key (issue 32)', () => {
  const farmIn = { organisationPath: ['root', 'dist', 'dealerA', 'biz1'], farmId: 'farm1', plan: 'Gold' as const };
  const otherFarm = { organisationPath: ['root', 'dist', 'dealerA', 'biz2'], farmId: 'farm2', plan: 'Gold' as const };
  const readAll: Actor = { ...dealerAdmin, key: { readOnly: true, farmIds: null } };
  const writeFarm1: Actor = {
    ...dealerAdmin,
    key: { readOnly: false, farmIds: ['farm1'], accountIds: ['root', 'dist', 'dealerA', 'biz1'] },
  };

  it('lets a read-only key read what its creator reads and take no write action', () => {
    expect(can(readAll, 'site:read', farmIn)).toBe(true);
    expect(can(readAll, 'graph:read', farmIn)).toBe(true);
    expect(can(readAll, 'graph:download', otherFarm)).toBe(true);
    expect(can(readAll, 'site:editConfig', farmIn)).toBe(false);
    expect(can(readAll, 'farm:edit', farmIn)).toBe(false);
    expect(can(readAll, 'irrigation:log', farmIn)).toBe(false);
    expect(can(dealerAdmin, 'site:editConfig', farmIn)).toBe(true);
    expect(permittedActions(readAll)).not.toContain('farm:create');
    expect(permittedActions(readAll)).toContain('farm:read');
  });

  it('keeps a read-write key to its creator’s rights (never wider)', () => {
    const memberKey: Actor = { ...farmUser, key: { readOnly: false, farmIds: null } };
    expect(can(memberKey, 'site:editConfig', { organisationPath: ['root', 'bizA'], farmId: 'farmA' })).toBe(false);
    expect(can(memberKey, 'site:read', { organisationPath: ['root', 'bizA'], farmId: 'farmB' })).toBe(false);
    expect(can(writeFarm1, 'site:editConfig', farmIn)).toBe(true);
  });

  it('confines a farm-limited key to its farms, and lets it read the accounts holding them', () => {
    expect(can(writeFarm1, 'site:read', farmIn)).toBe(true);
    expect(can(writeFarm1, 'site:read', otherFarm)).toBe(false);
    expect(can(writeFarm1, 'farm:read', otherFarm)).toBe(false);
    expect(can(writeFarm1, 'account:read', { organisationPath: ['root', 'dist', 'dealerA', 'biz1'] })).toBe(true);
    expect(can(writeFarm1, 'account:read', { organisationPath: ['root', 'dist', 'dealerA', 'biz2'] })).toBe(false);
    // An account holding its farm is a frame to read, not a thing to change.
    expect(can(writeFarm1, 'account:edit', { organisationPath: ['root', 'dist', 'dealerA', 'biz1'] })).toBe(false);
    expect(can(dealerAdmin, 'account:edit', { organisationPath: ['root', 'dist', 'dealerA', 'biz1'] })).toBe(true);
    // The caller's own preferences stay theirs.
    expect(can(writeFarm1, 'preferences:read', { organisationPath: [], ownerUserId: 'u1' })).toBe(true);
  });

  it('never lets a key manage keys, the account’s security or the shop', () => {
    for (const key of [readAll.key!, writeFarm1.key!]) {
      const actor: Actor = { ...dealerAdmin, key };
      for (const action of ['apiKey:manage', 'account:securitySettings', 'profile:update', 'shop:purchase', 'shop:savedCards'] as const) {
        expect(can(actor, action), action).toBe(false);
      }
    }
    expect(can(dealerAdmin, 'apiKey:manage')).toBe(true);
  });

  it('answers why a call is refused to a key before its route runs', () => {
    const readOnly = readAll.key!;
    const readWrite = { readOnly: false, farmIds: null };
    expect(apiKeyRefusal(readOnly, { method: 'GET', action: null })).toBeNull();
    expect(apiKeyRefusal(readOnly, { method: 'POST', action: null })).toBe(KEY_READ_ONLY_MESSAGE);
    expect(apiKeyRefusal(readOnly, { method: 'POST', action: 'graph:download', keys: 'read' })).toBeNull();
    expect(apiKeyRefusal(readOnly, { method: 'DELETE', action: null })).toBe(KEY_READ_ONLY_MESSAGE);
    expect(apiKeyRefusal(readWrite, { method: 'POST', action: null })).toBeNull();
    expect(apiKeyRefusal(readWrite, { method: 'GET', action: null, keys: false })).toBe(KEY_REFUSED_MESSAGE);
    expect(apiKeyRefusal(readWrite, { method: 'GET', action: 'shop:browse', keys: false })).toBe(KEY_REFUSED_MESSAGE);
    expect(apiKeyRefusal(readWrite, { method: 'POST', action: 'shop:purchase' })).toBe(KEY_REFUSED_MESSAGE);
  });
});
