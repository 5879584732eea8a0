import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { invitationLink, waitForMail } from './mail';
import { password as demoPassword } from './support';

/**
 * API shortcuts for the accounts, sign-up and profile tests: they set up people and accounts the
 * way the app would (invitations by mail, sign-up from the link), so each test starts from its
 * own fresh data instead of changing the demo logins other tests rely on.
 */

export interface ApiSession {
  token: string;
  userId: string;
}

let counter = 0;
/** A short, lower-case suffix unique within the run, for e-mails, usernames and names. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

export async function call<T = any>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: { session?: ApiSession; body?: unknown; status?: number } = {},
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: options.session ? { Authorization: options.session.token } : {},
    data: options.body,
  });
  const envelope = await response.json();
  expect(response.status(), `${method} ${path}: ${envelope.message}`).toBe(options.status ?? 200);
  return envelope.data as T;
}

export async function apiSignIn(request: APIRequestContext, username: string, secret = demoPassword): Promise<ApiSession> {
  const data = await call<{ id: string; sessionToken: string }>(request, 'POST', '/user/signin', {
    body: { email: username, password: secret },
  });
  return { token: data.sessionToken, userId: data.id };
}

export async function ownOrganisation(
  request: APIRequestContext,
  session: ApiSession,
): Promise<{ objectId: string; name: string; type: string }> {
  return (await call(request, 'GET', `/user/${session.userId}`, { session })).organisation;
}

/** Opens the app with this session stored, as if its user had just signed in. */
export async function openAs(page: Page, session: ApiSession, path: string): Promise<void> {
  await page.goto('/not-found');
  await page.evaluate(
    ([token, userId]) => {
      const storage = (globalThis as any).localStorage;
      storage.setItem('token', token);
      storage.setItem('userId', userId);
    },
    [session.token, session.userId],
  );
  await page.goto(path);
}

/** Accepts the newest invitation mailed to this address through the API, signing the invitee in. */
export async function acceptInvitation(
  request: APIRequestContext,
  email: string,
  options: { username?: string; password?: string; count?: number } = {},
): Promise<ApiSession> {
  const link = invitationLink(await waitForMail(email, { count: options.count }));
  const invitation = await call(request, 'GET', `/invitations/${link.id}?key=${encodeURIComponent(link.key)}`);
  const team = invitation.organisation.status === 'INVITED';
  const username = team ? (options.username ?? invitation.username) : email;
  const secret = options.password ?? 'secret12';
  const data = await call<{ id: string; sessionToken: string }>(request, 'POST', `/user/signup/${encodeURIComponent(username)}`, {
    body: {
      email,
      password: secret,
      ...(team && { username, confirmPassword: secret }),
      autologin: true,
      org: invitation.organisation.objectId,
      invitationId: link.id,
      key: link.key,
    },
  });
  return { token: data.sessionToken, userId: data.id };
}

export async function inviteMember(
  request: APIRequestContext,
  inviter: ApiSession,
  team: { objectId: string; type: string },
  email: string,
  type: 'admin' | 'user',
): Promise<void> {
  await call(request, 'POST', `/user/invite/${team.objectId}/${team.type}`, {
    session: inviter,
    body: { users: [{ email, type }], user: inviter.userId },
  });
}

export interface FreshBusiness {
  orgId: string;
  name: string;
  admin: ApiSession & { email: string; username: string; password: string; name: string };
}

/**
 * A new business under the demo dealer (Heartland Irrigation Supply), created and joined by mail:
 * dealer.admin sends the invitation, its admin signs up and fills in the business details.
 */
export async function freshBusiness(request: APIRequestContext, label = 'Test Farms'): Promise<FreshBusiness> {
  const id = unique();
  const dealer = await apiSignIn(request, 'dealer.admin');
  const email = `admin.${id}@fresh.example`;
  const username = `admin.${id}`;
  const name = `${label} ${id}`;
  const created = await call(request, 'POST', '/org', {
    session: dealer,
    body: {
      name,
      invitedToName: `Admin ${id}`,
      invitedToEmail: email,
      userId: username,
      password: 'unused1',
      invitedBy: dealer.userId,
      type: 'business',
    },
  });
  const password = 'secret12';
  const admin = await acceptInvitation(request, email, { password });
  await call(request, 'PATCH', `/org/${created.objectId}`, {
    session: admin,
    body: { hqAddress: '1 Test Rd, Amarillo, TX', phone: '(806) 555-0100', businessEmail: `office.${id}@fresh.example` },
  });
  await call(request, 'PATCH', `/user/${admin.userId}`, { session: admin, body: { name: `Admin ${id}`, phone: '806-555-0101' } });
  return { orgId: created.objectId, name, admin: { ...admin, email, username, password, name: `Admin ${id}` } };
}

/** A business member (business_user) of the given business, signed up through their invitation. */
export async function freshMember(
  request: APIRequestContext,
  business: { orgId: string; admin: ApiSession },
  type: 'admin' | 'user' = 'user',
): Promise<ApiSession & { email: string; name: string; password: string }> {
  const id = unique();
  const email = `member.${id}@fresh.example`;
  await inviteMember(request, business.admin, { objectId: business.orgId, type: 'business' }, email, type);
  const password = 'secret12';
  const member = await acceptInvitation(request, email, { password });
  const name = `Member ${id}`;
  await call(request, 'PATCH', `/user/${member.userId}`, { session: member, body: { name } });
  return { ...member, email, name, password };
}

/** A 1×1 PNG, enough for the server's image check. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks a file in the upload dialog that clicking this button opens. */
export async function chooseImage(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

export const png = (name = 'picture.png') => ({ name, mimeType: 'image/png', buffer: PNG_1PX });
