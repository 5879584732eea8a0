import { describe, expect, it } from 'vitest';
import { failures } from '../test/failures';
import { inviteMemberFormSchema, inviteRowSchema, isAllowedRoleChange, memberInviteSchema } from './members';
import {
  accountBasicInfoSchema,
  childAccountType,
  groupsQuerySchema,
  newAccountInviteSchema,
  organisationUpdateSchema,
} from './organisations';

const basic = { name: 'Heartland', hqAddress: '415 W 4th St', businessEmail: 'a@heartland.example', phone: '+1 (806) 555-0187' };

describe('account basic info (spec 000 §5)', () => {
  it('accepts a complete record', () => {
    expect(accountBasicInfoSchema.safeParse(basic).success).toBe(true);
  });
  it('requires name and Headquarter Address', () => {
    expect(failures(accountBasicInfoSchema, { ...basic, name: ' ' }).messages).toEqual(['Name is required']);
    expect(failures(accountBasicInfoSchema, { ...basic, hqAddress: '' }).messages).toEqual(['Headquarter Address is required']);
  });
  it('requires a valid business e-mail', () => {
    expect(failures(accountBasicInfoSchema, { ...basic, businessEmail: '' }).fields).toEqual(['businessEmail']);
    expect(failures(accountBasicInfoSchema, { ...basic, businessEmail: 'not-an-email' }).fields).toEqual(['businessEmail']);
  });
  it('requires a phone of an optional plus and digits, parentheses or hyphens', () => {
    for (const phone of ['8065550187', '+1(806)555-0187', '(806) 555-0187']) {
      expect(accountBasicInfoSchema.safeParse({ ...basic, phone }).success).toBe(true);
    }
    for (const phone of ['', 'call me', '806-555-O187', '++1 806']) {
      expect(failures(accountBasicInfoSchema, { ...basic, phone }).fields).toEqual(['phone']);
    }
  });
  it('PATCH takes one changed field or an image by fileId, nothing unknown and not nothing', () => {
    expect(organisationUpdateSchema.safeParse({ phone: '806-555-0100' }).success).toBe(true);
    expect(organisationUpdateSchema.safeParse({ image: 'x', fileId: 'abcdefghij' }).success).toBe(true);
    expect(organisationUpdateSchema.safeParse({}).success).toBe(false);
    expect(organisationUpdateSchema.safeParse({ type: 'dealer' }).success).toBe(false);
    expect(organisationUpdateSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('new-account invite (spec 000 §5)', () => {
  const invite = {
    name: 'Prairie Farms',
    invitedToName: 'Ann Lee',
    invitedToEmail: 'ann@prairie.example',
    userId: 'ann.lee',
    password: 'secret1',
    invitedBy: 'abcdefghij',
    type: 'business',
  };
  it('accepts the required fields with farm and parentId optional', () => {
    expect(newAccountInviteSchema.safeParse(invite).success).toBe(true);
    expect(newAccountInviteSchema.safeParse({ ...invite, farm: 'farm123456', parentId: 'org1234567' }).success).toBe(true);
  });
  it('requires name, invitedToName, userId, invitedBy and type', () => {
    const { fields } = failures(newAccountInviteSchema, { invitedToEmail: 'ann@prairie.example' });
    expect(fields.sort()).toEqual(['invitedBy', 'invitedToName', 'name', 'type', 'userId']);
  });
  it('asks the inviter for no password: the invitee chooses their own at sign-up', () => {
    const { password: _unused, ...withoutPassword } = invite;
    expect(newAccountInviteSchema.safeParse(withoutPassword).success).toBe(true);
  });
  it('requires a valid invitedToEmail', () => {
    expect(failures(newAccountInviteSchema, { ...invite, invitedToEmail: 'ann@' }).fields).toEqual(['invitedToEmail']);
    expect(failures(newAccountInviteSchema, { ...invite, invitedToEmail: undefined }).fields).toEqual(['invitedToEmail']);
  });
  it('follows the hierarchy tilth → distributor → dealer → business', () => {
    expect(childAccountType('tilth')).toBe('distributor');
    expect(childAccountType('distributor')).toBe('dealer');
    expect(childAccountType('dealer')).toBe('business');
    expect(childAccountType('business')).toBeNull();
    expect(newAccountInviteSchema.safeParse({ ...invite, type: 'farm' }).success).toBe(false);
  });
});

describe('member invitations (spec 000 §5)', () => {
  it('requires a valid New Member Email and a type of user or admin', () => {
    expect(inviteMemberFormSchema.safeParse({ email: 'a@b.co', type: 'user' }).success).toBe(true);
    expect(failures(inviteMemberFormSchema, { email: '', type: 'admin' }).messages).toEqual(['New Member Email is required']);
    expect(failures(inviteMemberFormSchema, { email: 'nope', type: 'admin' }).messages).toEqual([
      'New Member Email must be a valid e-mail address',
    ]);
    expect(failures(inviteMemberFormSchema, { email: 'a@b.co', type: 'owner' }).fields).toEqual(['type']);
  });
  it('lets sign-up invite rows leave the e-mail empty, but not invalid', () => {
    expect(inviteRowSchema.safeParse({ email: '', type: 'admin' }).success).toBe(true);
    expect(inviteRowSchema.safeParse({ type: 'user' }).success).toBe(true);
    expect(failures(inviteRowSchema, { email: 'x@', type: 'user' }).fields).toEqual(['email']);
  });
  it('sends at least one row with the inviter id', () => {
    expect(memberInviteSchema.safeParse({ users: [{ email: 'a@b.co', type: 'user' }], user: 'abcdefghij' }).success).toBe(true);
    expect(failures(memberInviteSchema, { users: [], user: 'abcdefghij' }).fields).toEqual(['users']);
    expect(failures(memberInviteSchema, { users: [{ email: 'a@b.co', type: 'user' }] }).fields).toEqual(['user']);
  });
  it('changes roles only between admin and user of one level', () => {
    expect(isAllowedRoleChange('dealer_admin', 'dealer_user')).toBe(true);
    expect(isAllowedRoleChange('farm_user', 'farm_admin')).toBe(true);
    expect(isAllowedRoleChange('dealer_admin', 'business_admin')).toBe(false);
    expect(isAllowedRoleChange('dealer_user', 'dealer_user')).toBe(false);
  });
});

describe('search text (spec 000 §5)', () => {
  it('has trailing whitespace trimmed', () => {
    expect(groupsQuerySchema.parse({ name: 'Heart  ' }).name).toBe('Heart');
  });
});
