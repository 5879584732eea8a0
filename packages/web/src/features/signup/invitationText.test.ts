import { describe, expect, it } from 'vitest';
import { invitedAs, invitedTo } from './invitationText';

describe('invitation text', () => {
  it("says 'a member' for *_user roles and 'an administrator' otherwise", () => {
    expect(invitedAs('business_user')).toBe('a member');
    expect(invitedAs('farm_user')).toBe('a member');
    expect(invitedAs('business_admin')).toBe('an administrator');
    expect(invitedAs('tilth_admin')).toBe('an administrator');
  });

  it('names the farm within its business when the invitation is to a farm', () => {
    const organisation = { objectId: 'o', name: 'Green Acres Growers', type: 'business' as const, status: 'INVITATION_ACCEPTED' as const };
    expect(invitedTo({ organisation, farm: null })).toBe('Green Acres Growers');
    expect(invitedTo({ organisation, farm: { objectId: 'f', name: 'North Pivot Farm' } })).toBe('North Pivot Farm (Green Acres Growers)');
  });
});
