import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demoData';
import { startSmtpPeer, type SmtpPeer } from './helpers/smtpPeer';
import { ENGINES } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe.each(ENGINES)('profile, uploads, contact and help on %s', (engine) => {
  let t: TestServer;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestServer(engine, {
      smtpUrl: smtp.url,
      supportEmail: 'help@tilth.example',
      uploadMaxBytes: 4096,
      helpVideos: { overview: 'https://videos.example/overview', graphing: null },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const upload = async (token: string, bytes: Buffer, type = 'image/png', field = 'file') => {
    const form = new FormData();
    form.append('type', 'profile');
    form.append(field, new Blob([bytes], { type }), 'picture.png');
    const response = await fetch(`${t.url}/file/image`, { method: 'POST', headers: { authorization: token }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('stores an image, serves it back, and sets it as the profile image by fileId', async () => {
    const { token, userId } = await t.signin('business.user');
    const answer = await upload(token, PNG);
    expect(answer.status).toBe(200);
    const { objectId, image, file } = answer.body.data;
    expect(image).toBe(file.url);
    expect(image).toMatch(/^\/uploads\/[A-Za-z0-9]{10}\.png$/);
    const served = await fetch(`${t.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const patched = await t.request('PATCH', `/user/${userId}`, { token, body: { profileImage: image, fileId: objectId } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.profileImage).toBe(image);
    // Someone else's upload can't be attached to your records.
    const other = await t.signin('business.admin');
    const org = (await t.request('GET', `/user/${other.userId}`, { token: other.token })).body.data.organisation.objectId;
    const stolen = await t.request('PATCH', `/org/${org}`, { token: other.token, body: { fileId: objectId } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual(['fileId']);
  });

  it('refuses non-images, oversized files, a missing file field and anonymous uploads', async () => {
    const { token } = await t.signin('farm.user');
    const svg = await upload(token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png');
    expect(svg.status).toBe(415);
    expect(svg.body).toMatchObject({ success: false, data: null });
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(8192)]));
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    expect((await upload(token, PNG, 'image/png', 'picture')).status).toBe(400);
    expect((await upload('', PNG)).status).toBe(401);
    expect((await fetch(`${t.url}/uploads/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${t.url}/uploads/AAAAAAAAAA.png`)).status).toBe(404);
  });

  it('edits the own profile with the rules of spec 000 §5', async () => {
    const { token, userId } = await t.signin('dealer.user');
    expect((await t.request('PATCH', `/user/${userId}`, { token, body: { name: 'Luis O.', phone: '806 555 0189' } })).body.data.name).toBe(
      'Luis O.',
    );
    const bad = await t.request('PATCH', `/user/${userId}`, { token, body: { password: 'no', name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.sort()).toEqual(['name', 'password']);
    const takenName = await t.request('PATCH', `/user/${userId}`, {
      token,
      body: { username: 'dealer.admin', currentPassword: DEMO_PASSWORD },
    });
    expect(takenName.status).toBe(500);
    expect(takenName.body).toMatchObject({ message: 'UserId already exists, kindly enter a new userId!', fields: ['username'] });
    const takenEmail = await t.request('PATCH', `/user/${userId}`, {
      token,
      body: { email: 'DEALER.ADMIN@demo.tilth.farm', currentPassword: DEMO_PASSWORD },
    });
    expect(takenEmail.status).toBe(500);
    expect(takenEmail.body).toMatchObject({ message: 'Email already exists, kindly enter different email!', fields: ['email'] });
    const admin = await t.signin('admin');
    const others = await t.request('PATCH', `/user/${userId}`, { token: admin.token, body: { name: 'Hijacked' } });
    expect(others.status).toBe(403);
    expect(others.body.data).toBeNull();
  });

  it('changes the password and signs out the other sessions', async () => {
    const first = await t.signin('distributor.user');
    const second = await t.signin('distributor.user');
    const changed = await t.request('PATCH', `/user/${first.userId}`, {
      token: first.token,
      body: { password: 'newPass42', username: 'priya', currentPassword: DEMO_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('GET', `/user/${first.userId}`, { token: first.token })).status).toBe(200);
    expect((await t.request('GET', `/user/${first.userId}`, { token: second.token })).status).toBe(401);
    expect((await t.signin('priya', 'newPass42')).userId).toBe(first.userId);
  });

  it('asks for the current password to change the username, e-mail or password, but not the other fields', async () => {
    const { token, userId } = await t.signin('business.user');
    const patch = (body: Record<string, unknown>) => t.request('PATCH', `/user/${userId}`, { token, body });
    for (const change of [{ password: 'stolen1' }, { email: 'thief@evil.example' }, { username: 'thief' }]) {
      const missing = await patch(change);
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ success: false, fields: ['currentPassword'] });
      expect(missing.body.message).toMatch(/current password/i);
      const wrong = await patch({ ...change, currentPassword: 'notMine1' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ success: false, message: 'The current password is not correct.', fields: ['currentPassword'] });
    }
    // Sending one's own username or e-mail unchanged is no change; other fields never need it.
    expect((await patch({ username: 'business.user', email: 'business.user@demo.tilth.farm', phone: '806-555-0111' })).status).toBe(200);
    expect((await t.signin('business.user')).userId).toBe(userId);
    const changed = await patch({ email: 'Ada@Growers.example', currentPassword: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    // A new e-mail applies once its mailed link is opened (accountSecurity.int.test.ts).
    expect(changed.body.data.email).toBe('business.user@demo.tilth.farm');
    expect((await t.request('GET', '/user/security', { token })).body.data.pendingEmail.email).toBe('ada@growers.example');
  });

  it('counts wrong current passwords with the sign-in throttle', async () => {
    const { token, userId } = await t.signin('distributor.admin');
    const patch = (currentPassword: string) =>
      t.request('PATCH', `/user/${userId}`, { token, body: { password: 'takeover1', currentPassword } });
    for (let i = 0; i < 5; i++) expect((await patch(`guess${i}`)).status).toBe(403);
    const blocked = await patch(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const signin = await t.request('POST', '/user/signin', { body: { email: 'distributor.admin', password: DEMO_PASSWORD } });
    expect(signin.status).toBe(429);
    // Fields that need no password still save.
    expect((await t.request('PATCH', `/user/${userId}`, { token, body: { name: 'Still Me' } })).status).toBe(200);
  });

  it('mails a contact message to the support address with the sender as Reply-To', async () => {
    const { token } = await t.signin('farm.admin');
    const message = {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@northpivot.example',
      phone: '806-555-0164',
      message: 'Probe 3 reads zero.',
    };
    const answer = await t.request('POST', '/user/contact', { token, body: message });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const mail = await smtp.waitFor('help@tilth.example', /Probe 3 reads zero/);
    expect(mail.subject).toBe('Tilth contact: Rosa Delgado');
    expect(mail.replyTo).toContain('rosa@northpivot.example');
    expect(mail.content).toContain('farm.admin');
    const invalid = await t.request('POST', '/user/contact', { token, body: { ...message, email: 'rosa@localhost', message: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields?.sort()).toEqual(['email', 'message']);
    expect((await t.request('POST', '/user/contact', { body: message })).status).toBe(401);
  });

  it('answers the configured help videos and leaves out unset ones', async () => {
    const { token } = await t.signin('farm.user');
    const answer = await t.request('GET', '/help/videos', { token });
    expect(answer.body.data).toEqual({
      videos: [{ id: 'overview', title: 'Overview', url: 'https://videos.example/overview', captions: null }],
    });
  });
});
