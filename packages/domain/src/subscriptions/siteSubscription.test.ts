import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../accounts/roles';
import { can, type Actor } from '../policy/policy';
import { pendingPlanLabel, planCardName } from './siteSubscription';

const actor = (role: Actor['role'], organisationId: string, farmId: string | null = null): Actor => ({
  userId: 'u',
  role,
  organisationId,
  farmId,
});
const site = { organisationPath: ['root', 'dist', 'dealer', 'biz'], farmId: 'farm1' };
const foreignSite = { organisationPath: ['root', 'dist2', 'dealer2', 'biz2'], farmId: 'farm2' };

describe('site subscription card (spec 002 §2.2, §6)', () => {
  it('names the plan and its pending change by the farm calendar', () => {
    expect(planCardName('Gold')).toBe('Gold');
    expect(planCardName('None')).toBe('Not subscribed');
    expect(pendingPlanLabel({ plan: 'Gold', effectiveDay: '2026-11-25' })).toBe('Gold from Nov 25');
    expect(pendingPlanLabel({ plan: 'None', effectiveDay: '2027-01-01' })).toBe('Not subscribed from Jan 1');
  });

  it('shows the card to users directly under the root organisation, and to the provider', () => {
    expect(can(actor('tilth_admin', 'root'), 'subscription:card', site)).toBe(true);
    expect(can(actor('tilth_admin', 'root'), 'subscription:card', foreignSite)).toBe(true);
    expect(can(actor('distributor_admin', 'dist'), 'subscription:card', site)).toBe(true);
    expect(can(actor('distributor_user', 'dist'), 'subscription:card', site)).toBe(true);
    // Deeper in the tree, or outside the subtree: no card.
    expect(can(actor('dealer_admin', 'dealer'), 'subscription:card', site)).toBe(false);
    expect(can(actor('business_admin', 'biz'), 'subscription:card', site)).toBe(false);
    expect(can(actor('farm_user', 'biz', 'farm1'), 'subscription:card', site)).toBe(false);
    expect(can(actor('distributor_admin', 'dist'), 'subscription:card', foreignSite)).toBe(false);
  });

  it("offers 'Update Subscription' only to dealer_admin and distributor_admin, where the card shows", () => {
    for (const role of ROLE_NAMES) {
      // The role rule alone, for an organisation directly under the root.
      const onCard = can(actor(role, 'dist'), 'subscription:update', site);
      expect(onCard, role).toBe(role === 'distributor_admin' || role === 'dealer_admin');
    }
    // A dealer admin is never directly under the root in this hierarchy, so never sees the button.
    expect(can(actor('dealer_admin', 'dealer'), 'subscription:update', site)).toBe(false);
    expect(can(actor('tilth_admin', 'root'), 'subscription:update', site)).toBe(false);
    expect(can(actor('distributor_admin', 'dist'), 'subscription:update', foreignSite)).toBe(false);
  });
});
