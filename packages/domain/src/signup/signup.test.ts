import { describe, expect, it } from 'vitest';
import { failures } from '../test/failures';
import { profileUpdateSchema } from '../profile/profileUpdate';
import {
  businessInfoSchema,
  memberSignupFormSchema,
  personalInfoSchema,
  signupBodySchema,
  signupMode,
  teamSignupFormSchema,
} from './signup';

describe('team and member sign-up (spec 000 §5)', () => {
  const team = { email: 'ann@prairie.example', username: 'ann', password: 'pw1', confirmPassword: 'pw1' };
  it('requires e-mail, username, password and confirm password for a team', () => {
    expect(teamSignupFormSchema.safeParse(team).success).toBe(true);
    expect(failures(teamSignupFormSchema, {}).fields.sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
  });
  it('needs the confirmation to match the password', () => {
    expect(failures(teamSignupFormSchema, { ...team, confirmPassword: 'pw2' })).toEqual({
      fields: ['confirmPassword'],
      messages: ['must match Password'],
    });
    expect(failures(memberSignupFormSchema, { email: team.email, password: 'a', confirmPassword: 'b' }).messages).toEqual([
      'must match Password',
    ]);
  });
  it('asks members for no username', () => {
    expect(memberSignupFormSchema.safeParse({ email: team.email, password: 'a', confirmPassword: 'a' }).success).toBe(true);
    expect(failures(memberSignupFormSchema, { password: 'a', confirmPassword: 'a' }).fields).toEqual(['email']);
  });
  it('checks the server payload the same way and needs the invitation id and key', () => {
    const body = { ...team, autologin: true, org: 'org1234567', invitationId: 'inv1234567', key: 'k' };
    expect(signupBodySchema.safeParse(body).success).toBe(true);
    expect(failures(signupBodySchema, { ...body, confirmPassword: 'x' }).fields).toEqual(['confirmPassword']);
    expect(failures(signupBodySchema, { ...body, key: undefined }).fields).toEqual(['key']);
  });
  it('chooses team mode for an INVITED organisation only', () => {
    expect(signupMode('INVITED')).toBe('team');
    expect(signupMode('INVITATION_ACCEPTED')).toBe('member');
  });
});

describe('organisation sign-up steps (spec 000 §5)', () => {
  const business = { name: 'Prairie Farms', hqAddress: '1 Main St', phone: ' (806) 555-0187 ' };
  it('requires name and hqAddress, takes businessEmail optionally but valid', () => {
    expect(businessInfoSchema.safeParse(business).success).toBe(true);
    expect(businessInfoSchema.safeParse({ ...business, businessEmail: '' }).success).toBe(true);
    expect(failures(businessInfoSchema, { ...business, businessEmail: 'x@y' }).fields).toEqual(['businessEmail']);
    expect(failures(businessInfoSchema, { phone: business.phone }).fields.sort()).toEqual(['hqAddress', 'name']);
  });
  it('needs a trimmed ten-digit Business Phone with optional country prefix', () => {
    expect(businessInfoSchema.parse(business).phone).toBe('(806) 555-0187');
    for (const phone of ['8065550187', '+1 806-555-0187', '+44 806.555.0187']) {
      expect(businessInfoSchema.safeParse({ ...business, phone }).success).toBe(true);
    }
    expect(failures(businessInfoSchema, { ...business, phone: '555-0187' }).messages).toEqual(['Invalid Phone Number']);
    expect(failures(businessInfoSchema, { ...business, phone: '' }).messages).toEqual(['Business Phone is required']);
  });
  it('requires Your Name and takes Your Email only when valid', () => {
    expect(personalInfoSchema.safeParse({ name: 'Ann' }).success).toBe(true);
    expect(failures(personalInfoSchema, { name: '' }).messages).toEqual(['Your Name is required']);
    expect(failures(personalInfoSchema, { name: 'Ann', email: 'ann' }).messages).toEqual(['Your Email must be a valid e-mail address']);
  });
});

describe('edit account (spec 000 §5)', () => {
  it('takes a password of 3 to 30 letters or digits', () => {
    for (const password of ['abc', 'A1b2C3', 'x'.repeat(30)]) expect(profileUpdateSchema.safeParse({ password }).success).toBe(true);
    for (const password of ['', 'ab', 'x'.repeat(31), 'pass word', 'pässwd']) {
      expect(failures(profileUpdateSchema, { password }).fields).toEqual(['password']);
    }
  });
  it('requires username, name and phone when they are sent', () => {
    expect(failures(profileUpdateSchema, { username: ' ' }).messages).toEqual(['Username is required']);
    expect(failures(profileUpdateSchema, { name: '' }).messages).toEqual(['Name is required']);
    expect(failures(profileUpdateSchema, { phone: '' }).messages).toEqual(['Phone is required']);
  });
  it('refuses an invalid e-mail, unknown fields and an empty change', () => {
    expect(failures(profileUpdateSchema, { email: 'a@b' }).fields).toEqual(['email']);
    expect(profileUpdateSchema.safeParse({ role: 'tilth_admin' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({}).success).toBe(false);
  });
});
