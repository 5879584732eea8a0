import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationLink, startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const DUPLICATE_EMAIL = 'Email already exists, kindly enter different email!';
const DUPLICATE_USER_ID = 'UserId already exists, kindly enter a new userId!';

describe.each(ENGINES)('invitations and sign-up on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  let dealer: { token: string; userId: string };
  let heartlandId: string;
  // Filled in as the story goes on: the new business, its admin, and a member.
  const business = { orgId: '', adminId: '', token: '' };

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, { smtpUrl: smtp.url, publicUrl: 'https://tilth.example' });
    dealer = await t.signin('dealer.admin');
    heartlandId = (await t.request('GET', `/user/${dealer.userId}`, { token: dealer.token })).body.data.organisation.objectId;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const newBusiness = (overrides: Record<string, unknown> = {}) => ({
    name: 'Prairie Sky Farms',
    invitedToName: 'Ann Lee',
    invitedToEmail: 'ann@prairiesky.example',
    userId: 'ann.lee',
    password: 'whatever1',
    invitedBy: dealer.userId,
    type: 'business',
    ...overrides,
  });

  it('lets a dealer admin invite a new business; the mail arrives with a working link', async () => {
    const created = await t.request('POST', '/org', { token: dealer.token, body: newBusiness() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Invite Email Sent',
      data: { invitedToEmail: 'ann@prairiesky.example', type: 'business' },
    });
    business.orgId = created.body.data.objectId;

    const mail = await smtp.waitFor('ann@prairiesky.example');
    expect(mail.subject).toBe('Invitation to join Prairie Sky Farms on Tilth');
    expect(mail.content).toContain('as an administrator');
    const link = invitationLink(mail);
    expect(link.url.startsWith('https://tilth.example/signUp/')).toBe(true);

    const opened = await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      email: 'ann@prairiesky.example',
      role: 'business_admin',
      username: 'ann.lee',
      organisation: { objectId: business.orgId, name: 'Prairie Sky Farms', type: 'business', status: 'INVITED' },
    });
    expect(opened.body.data.data.email).toBe('ann@prairiesky.example');
    const forged = await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key.slice(0, -2) + 'AA')}`);
    expect(forged.status).toBe(404);
    expect(forged.body.data).toBeNull();
  });

  it('refuses an account type that is not one level down and a taken user id', async () => {
    const dealerType = await t.request('POST', '/org', {
      token: dealer.token,
      body: newBusiness({ type: 'dealer', invitedToEmail: 'x@y.example', userId: 'x1' }),
    });
    expect(dealerType.status).toBe(400);
    expect(dealerType.body.fields).toEqual(['type']);
    const taken = await t.request('POST', '/org', {
      token: dealer.token,
      body: newBusiness({ userId: 'dealer.user', invitedToEmail: 'z@y.example' }),
    });
    expect(taken.status).toBe(500);
    expect(taken.body).toMatchObject({ success: false, message: DUPLICATE_USER_ID, fields: ['userId'] });
  });

  it('completes team sign-up; the new admin is logged in and sees only their subtree', async () => {
    const link = invitationLink(await smtp.waitFor('ann@prairiesky.example'));
    const body = {
      email: 'ann@prairiesky.example',
      username: 'ann.lee',
      password: 'pw123',
      confirmPassword: 'pw123',
      autologin: true,
      org: business.orgId,
      invitationId: link.id,
      key: link.key,
    };
    const mismatch = await t.request('POST', '/user/signup/ann.lee', { body: { ...body, confirmPassword: 'nope' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual(['confirmPassword']);
    const takenName = await t.request('POST', '/user/signup/farm.user', { body: { ...body, username: 'farm.user' } });
    expect(takenName.status).toBe(500);
    expect(takenName.body).toMatchObject({ message: DUPLICATE_USER_ID, fields: ['username'] });

    const signup = await t.request('POST', '/user/signup/ann.lee', { body });
    expect(signup.status).toBe(200);
    const { id, sessionToken } = signup.body.data.data;
    expect(signup.body.data).toMatchObject({ id, sessionToken });
    Object.assign(business, { adminId: id, token: sessionToken });

    const profile = await t.request('GET', `/user/${id}`, { token: sessionToken });
    expect(profile.body.data).toMatchObject({ role: { name: 'business_admin' }, organisation: { objectId: business.orgId } });
    const view = await t.request('GET', `/org/view/${id}`, { token: sessionToken });
    expect(view.body.data).toMatchObject({ objectId: business.orgId, status: 'INVITATION_ACCEPTED', children: [] });
    const lists = await t.request('GET', `/user/${id}/organisations`, { token: sessionToken });
    expect(lists.body.data).toMatchObject({ parent: { objectId: business.orgId }, distributor: [], dealer: [], business: [], farm: [] });
    expect((await t.request('GET', `/org/${heartlandId}`, { token: sessionToken })).status).toBe(404);
    expect((await t.request('GET', `/user/${dealer.userId}`, { token: sessionToken })).status).toBe(404);
    const businesses = await t.request('GET', '/org?type=business', { token: sessionToken });
    expect(businesses.body.data.map((o: { objectId: string }) => o.objectId)).toEqual([business.orgId]);

    // The dealer now sees the new business in their tree.
    const dealerView = await t.request('GET', `/org/view/${dealer.userId}`, { token: dealer.token });
    expect(dealerView.body.data.children.map((c: { name: string }) => c.name)).toContain('Prairie Sky Farms');
  });

  it('uses an invitation once', async () => {
    const link = invitationLink(await smtp.waitFor('ann@prairiesky.example'));
    expect((await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`)).status).toBe(410);
    const again = await t.request('POST', '/user/signup/ann.lee2', {
      body: {
        email: 'ann@prairiesky.example',
        username: 'ann.lee2',
        password: 'p',
        confirmPassword: 'p',
        org: business.orgId,
        invitationId: link.id,
        key: link.key,
      },
    });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ success: false, message: 'This invitation has already been used.' });
  });

  it('lets the new admin fill in business and personal info', async () => {
    const info = await t.request('PATCH', `/org/${business.orgId}`, {
      token: business.token,
      body: { name: 'Prairie Sky Farms LLC', hqAddress: '1 Main St, Amarillo, TX', phone: '(806) 555-0199' },
    });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ name: 'Prairie Sky Farms LLC', phone: '(806) 555-0199' });
    const personal = await t.request('PATCH', `/user/${business.adminId}`, {
      token: business.token,
      body: { name: 'Ann Lee', phone: '806-555-0100' },
    });
    expect(personal.status).toBe(200);
    expect(personal.body.data).toMatchObject({ name: 'Ann Lee', phone: '806-555-0100' });
  });

  it('invites a member, who signs up with the e-mail as username and joins the team', async () => {
    const invite = await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'Bo@PrairieSky.example', type: 'user' }], user: business.adminId },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.message).toBe('Invite Email Sent');
    const team = await t.request('GET', '/user/myteam', { token: business.token });
    expect(team.body.data.invited.map((i: { email: string }) => i.email)).toEqual(['bo@prairiesky.example']);

    const mail = await smtp.waitFor('bo@prairiesky.example');
    expect(mail.content).toContain('as a member');
    const link = invitationLink(mail);
    const opened = await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`);
    expect(opened.body.data).toMatchObject({ role: 'business_user', organisation: { status: 'INVITATION_ACCEPTED' } });
    const signup = await t.request('POST', '/user/signup/bo@prairiesky.example', {
      body: { email: 'bo@prairiesky.example', password: 'pw', autologin: true, org: business.orgId, invitationId: link.id, key: link.key },
    });
    expect(signup.status).toBe(200);
    const memberToken = signup.body.data.data.sessionToken;
    expect((await t.signin('bo@prairiesky.example', 'pw')).userId).toBe(signup.body.data.data.id);

    const members = await t.request('GET', `/org/${business.orgId}/users`, { token: business.token });
    expect(members.body.data.admins.map((m: { name: string }) => m.name)).toEqual(['Ann Lee']);
    expect(members.body.data.users.map((m: { email: string }) => m.email)).toEqual(['bo@prairiesky.example']);
    expect(members.body.data.invited).toEqual([]);
    // Members can't invite.
    const byMember = await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: memberToken,
      body: { users: [{ email: 'c@prairiesky.example', type: 'user' }], user: signup.body.data.data.id },
    });
    expect(byMember.status).toBe(403);
  });

  it('changes a member between user and admin of the same level, and removes them', async () => {
    const members = await t.request('GET', `/org/${business.orgId}/users`, { token: business.token });
    const bo = members.body.data.users[0];
    const path = `/org/${business.orgId}/users/${bo.objectId}`;
    expect((await t.request('PATCH', path, { token: business.token, body: { roleName: 'dealer_admin' } })).status).toBe(400);
    const promoted = await t.request('PATCH', path, { token: business.token, body: { roleName: 'business_admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.role.name).toBe('business_admin');
    const self = await t.request('PATCH', `/org/${business.orgId}/users/${business.adminId}`, {
      token: business.token,
      body: { roleName: 'business_user' },
    });
    expect(self.status).toBe(400);

    const memberSession = await t.signin('bo@prairiesky.example', 'pw');
    expect((await t.request('DELETE', path, { token: business.token })).status).toBe(200);
    expect((await t.request('GET', `/org/${business.orgId}/users`, { token: business.token })).body.data.admins).toHaveLength(1);
    expect((await t.request('GET', `/user/${memberSession.userId}`, { token: memberSession.token })).status).toBe(401);
  });

  it('refuses to invite an e-mail that already has an account', async () => {
    const answer = await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'dealer.user@demo.tilth.farm', type: 'user' }], user: business.adminId },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ success: false, message: DUPLICATE_EMAIL, fields: ['users.0.email'] });
  });

  // Issue 27: an invitation's level is never assumed. The web form starts at Member; the API names the missing field.
  it('refuses a member invitation without a level, naming the field, and invites no one', async () => {
    const answer = await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'nolevel@prairiesky.example' }], user: business.adminId },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, fields: ['users.0.type'] });
    expect(answer.body.message).toContain('Type must be user or admin');
    const team = await t.request('GET', `/org/${business.orgId}/users`, { token: business.token });
    expect(team.body.data.invited.map((i: { email: string }) => i.email)).not.toContain('nolevel@prairiesky.example');
  });

  it('answers a duplicate e-mail at sign-up when the address got an account meanwhile', async () => {
    await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'cy@prairiesky.example', type: 'user' }], user: business.adminId },
    });
    await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'cy@prairiesky.example', type: 'admin' }], user: business.adminId },
    });
    const [first, second] = smtp.mails.filter((m) => m.to.includes('cy@prairiesky.example')).map(invitationLink);
    const body = (link: { id: string; key: string }) => ({
      email: 'cy@prairiesky.example',
      password: 'pw',
      org: business.orgId,
      invitationId: link.id,
      key: link.key,
    });
    expect((await t.request('POST', '/user/signup/cy@prairiesky.example', { body: body(first!) })).status).toBe(200);
    const duplicate = await t.request('POST', '/user/signup/cy@prairiesky.example', { body: body(second!) });
    expect(duplicate.status).toBe(500);
    expect(duplicate.body).toMatchObject({ success: false, message: DUPLICATE_EMAIL, fields: ['email'] });
  });

  it('refuses an expired invitation', async () => {
    await t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email: 'dee@prairiesky.example', type: 'user' }], user: business.adminId },
    });
    const link = invitationLink(await smtp.waitFor('dee@prairiesky.example'));
    const row = await t.server.database.db.selectFrom('invitations').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(14 * 24 * 3600_000);
    await t.server.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    const opened = await t.request('GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`);
    expect(opened.status).toBe(410);
    expect(opened.body).toMatchObject({ success: false, data: null, message: 'This invitation has expired. Please ask for a new one.' });
    const signup = await t.request('POST', '/user/signup/dee@prairiesky.example', {
      body: { email: 'dee@prairiesky.example', password: 'pw', org: business.orgId, invitationId: link.id, key: link.key },
    });
    expect(signup.status).toBe(410);
  });

  const inviteMember = async (email: string) =>
    t.request('POST', `/user/invite/${business.orgId}/business`, {
      token: business.token,
      body: { users: [{ email, type: 'user' }], user: business.adminId },
    });
  const memberSignup = async (email: string) => {
    const link = invitationLink(await smtp.waitFor(email));
    return t.request('POST', `/user/signup/${email}`, {
      body: { email, password: 'pw', org: business.orgId, invitationId: link.id, key: link.key },
    });
  };

  it("keeps a pending invitee's e-mail from being taken as a username or e-mail, so their sign-up succeeds", async () => {
    expect((await inviteMember('eve@prairiesky.example')).status).toBe(200);
    const patch = (body: Record<string, string>) =>
      t.request('PATCH', `/user/${dealer.userId}`, { token: dealer.token, body: { ...body, currentPassword: 'tilthdemo1' } });
    const asUsername = await patch({ username: 'Eve@PrairieSky.example' });
    expect(asUsername.status).toBe(500);
    expect(asUsername.body).toMatchObject({ error: 'DuplicateUserId', message: DUPLICATE_USER_ID, fields: ['username'] });
    const asEmail = await patch({ email: 'eve@prairiesky.example' });
    expect(asEmail.status).toBe(500);
    expect(asEmail.body).toMatchObject({ error: 'DuplicateEmail', message: DUPLICATE_EMAIL, fields: ['email'] });
    const asNewAccountUser = await t.request('POST', '/org', {
      token: dealer.token,
      body: newBusiness({ name: 'Eve Farms', userId: 'eve@prairiesky.example', invitedToEmail: 'owner@evefarms.example' }),
    });
    expect(asNewAccountUser.status).toBe(500);
    expect(asNewAccountUser.body).toMatchObject({ message: DUPLICATE_USER_ID, fields: ['userId'] });

    const signup = await memberSignup('eve@prairiesky.example');
    expect(signup.status).toBe(200);
    expect((await t.signin('eve@prairiesky.example', 'pw')).userId).toBe(signup.body.data.data.id);
  });

  it("refuses another user's e-mail as a username, at sign-up and on the profile", async () => {
    const created = await t.request('POST', '/org', {
      token: dealer.token,
      body: newBusiness({ name: 'Hal Farms', userId: 'hal.owner', invitedToEmail: 'hal@halfarms.example' }),
    });
    expect(created.status).toBe(200);
    const link = invitationLink(await smtp.waitFor('hal@halfarms.example'));
    const teamSignup = (username: string) =>
      t.request('POST', `/user/signup/${username}`, {
        body: {
          email: 'hal@halfarms.example',
          username,
          password: 'pw123',
          confirmPassword: 'pw123',
          org: created.body.data.objectId,
          invitationId: link.id,
          key: link.key,
        },
      });
    const taken = await teamSignup('dealer.user@demo.tilth.farm');
    expect(taken.status).toBe(500);
    expect(taken.body).toMatchObject({ error: 'DuplicateUserId', message: DUPLICATE_USER_ID, fields: ['username'] });
    // The invitee's own address is theirs to use as a username.
    expect((await teamSignup('hal@halfarms.example')).status).toBe(200);

    const profile = await t.request('PATCH', `/user/${dealer.userId}`, {
      token: dealer.token,
      body: { username: 'farm.user@demo.tilth.farm', currentPassword: 'tilthdemo1' },
    });
    expect(profile.status).toBe(500);
    expect(profile.body).toMatchObject({ message: DUPLICATE_USER_ID, fields: ['username'] });
  });

  it("refuses to invite an address proposed as a pending account's username", async () => {
    const created = await t.request('POST', '/org', {
      token: dealer.token,
      body: newBusiness({ name: 'Gus Farms', userId: 'gus@prairiesky.example', invitedToEmail: 'owner@gusfarms.example' }),
    });
    expect(created.status).toBe(200);
    const answer = await inviteMember('gus@prairiesky.example');
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ message: DUPLICATE_EMAIL, fields: ['users.0.email'] });
  });

  it("answers the spec's duplicate message, not an internal error, when the invitee's address was taken as a username before", async () => {
    expect((await inviteMember('fay@prairiesky.example')).status).toBe(200);
    // A username taken before usernames were checked against invitations.
    await t.server.database.db
      .updateTable('users')
      .set({ username: 'fay@prairiesky.example' })
      .where('username', '=', 'farm.user')
      .execute();
    const signup = await memberSignup('fay@prairiesky.example');
    expect(signup.status).toBe(500);
    expect(signup.body).toMatchObject({ success: false, error: 'DuplicateEmail', message: DUPLICATE_EMAIL, fields: ['email'] });
  });
});
