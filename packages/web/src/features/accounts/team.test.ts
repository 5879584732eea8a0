import type { MemberView, TeamView } from '@tilth/domain/accounts/views';
import { describe, expect, it } from 'vitest';
import { toggledRole, withoutMember, withRole } from './team';

const member = (objectId: string, name: string, role: MemberView['role']['name']): MemberView => ({
  objectId,
  name,
  email: `${objectId}@farm.example`,
  username: objectId,
  phone: null,
  profileImage: null,
  role: { name: role },
  createdAt: '2026-01-01T00:00:00.000Z',
});

const team: TeamView = {
  admins: [member('ann', 'Ann Lee', 'business_admin'), member('zed', 'Zed Ray', 'business_admin')],
  users: [member('bo', 'Bo Dunn', 'business_user')],
  invited: [],
};

describe('team updates', () => {
  it('toggles between admin and user of the same level', () => {
    expect(toggledRole('dealer_admin')).toBe('dealer_user');
    expect(toggledRole('farm_user')).toBe('farm_admin');
  });

  it('moves a promoted member into the Admin list, sorted by name', () => {
    const next = withRole(team, 'bo', 'business_admin');
    expect(next.admins.map((m) => m.objectId)).toEqual(['ann', 'bo', 'zed']);
    expect(next.users).toEqual([]);
    expect(next.admins[1]!.role.name).toBe('business_admin');
  });

  it('moves a demoted admin into the Users list and leaves the original untouched', () => {
    const next = withRole(team, 'zed', 'business_user');
    expect(next.admins.map((m) => m.objectId)).toEqual(['ann']);
    expect(next.users.map((m) => m.objectId)).toEqual(['bo', 'zed']);
    expect(team.admins).toHaveLength(2);
  });

  it('ignores an unknown member and removes a known one', () => {
    expect(withRole(team, 'nobody', 'business_user')).toBe(team);
    expect(withoutMember(team, 'bo').users).toEqual([]);
  });
});
