import type { InvitedMemberView, MemberView, TeamView } from '@tilth/domain/accounts/views';
import { describe, expect, it } from 'vitest';
import { combinedTeam, toggledRole, withoutMember, withRole } from './team';

const member = (objectId: string, name: string, role: MemberView['role']['name']): MemberView => ({
  objectId,
  name,
  email: `${objectId}@farm.example`,
  username: objectId,
  phone: null,
  profileImage: null,
  role: { name: role },
  organisation: { objectId: 'org1' },
  farm: null,
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

const invitation = (objectId: string, email: string, type: InvitedMemberView['type']): InvitedMemberView => ({
  objectId,
  email,
  role: { name: type === 'admin' ? 'dealer_admin' : 'dealer_user' },
  type,
  organisation: { objectId: 'org1' },
  farm: null,
  invitedBy: { objectId: 'dana' },
  status: 'INVITED',
  createdAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2026-01-09T00:00:00.000Z',
});

describe('the combined invited-and-members list', () => {
  const dealerTeam: TeamView = {
    admins: [member('dana', 'Dana Whitfield', 'dealer_admin'), member('al', 'al Moss', 'dealer_admin')],
    users: [member('cy', 'Cy Park', 'dealer_user'), member('ben', 'Ben Ortiz', 'dealer_user')],
    invited: [invitation('i1', 'new.one@farm.example', 'user'), invitation('i2', 'New.Two@farm.example', 'admin')],
  };
  const ids = (entries: ReturnType<typeof combinedTeam>) =>
    entries.map((entry) => (entry.kind === 'invited' ? `invited:${entry.invitation.objectId}` : entry.member.objectId));

  it('lists invitations first, then admins and users together by name, without the viewer', () => {
    expect(ids(combinedTeam(dealerTeam, { objectId: 'dana' }))).toEqual(['invited:i1', 'invited:i2', 'al', 'ben', 'cy']);
  });

  it('leaves out an invitation to the viewer’s own e-mail, whatever its case', () => {
    expect(ids(combinedTeam(dealerTeam, { objectId: 'dana', email: 'new.two@FARM.example ' }))).toEqual(['invited:i1', 'al', 'ben', 'cy']);
  });

  it('keeps everyone when the viewer is not on the team, and is empty for an empty team', () => {
    expect(combinedTeam(dealerTeam, { objectId: 'someone-else' })).toHaveLength(6);
    expect(combinedTeam({ admins: [], users: [], invited: [] }, { objectId: 'dana' })).toEqual([]);
    expect(combinedTeam({ ...dealerTeam, invited: [] }, { objectId: 'dana' }).every((entry) => entry.kind === 'member')).toBe(true);
  });
});
