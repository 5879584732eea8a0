import { expect, type Page } from '@playwright/test';
import { roleDisplayName, type RoleName } from '@tilth/domain';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoUsers } from '@tilth/server/seed/demoData';

export interface DemoLogin {
  email: string;
  name: string;
  role: RoleName;
  roleLabel: string;
  /** Has a farm of their own, so /dashboard opens that farm's sites. */
  hasFarm: boolean;
}

/** The nine seeded logins, one per role (the server seeds them on an empty database). */
export const demoLogins: DemoLogin[] = demoUsers.map((user) => ({
  email: `${user.username}@${DEMO_EMAIL_DOMAIN}`,
  name: user.name,
  role: user.role,
  roleLabel: roleDisplayName(user.role),
  hasFarm: Boolean(user.farm),
}));

export const password = DEMO_PASSWORD;

export function demoLogin(username: string): DemoLogin {
  const login = demoLogins.find((candidate) => candidate.email.startsWith(`${username}@`));
  if (!login) throw new Error(`No demo login ${username}`);
  return login;
}

/** Fills and submits the sign-in form on the current page. */
export async function submitSignIn(page: Page, username: string, secret = password): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signIn(page: Page, login: DemoLogin): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, login.email);
  await expect(page.getByRole('button', { name: `Profile menu for ${login.name}` })).toBeVisible();
  // Bare /dashboard then moves on to the user's landing screen: a click made before that move is
  // overtaken by it (the subscription tests clicked Subscription and stayed on the farms list).
  await expect(page).not.toHaveURL(/\/dashboard\/?$/);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Waits until the page has drawn two more frames and run the tasks queued by then: what the last
 * action set off in the page (event handlers, observers' callbacks, requests started, a chart's
 * draw) has run. Shows that something did not happen without sleeping for a while.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            // A message is a task after those already queued (a timer of 0 may be clamped).
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          }),
        ),
      ),
  );
}

/**
 * Before a screenshot: what the last action started has run, and every transition or animation that
 * ends (a dialog's entrance, a map's zoom, a fade) has ended; endless ones (a spinner) don't count.
 */
export async function atRest(page: Page): Promise<void> {
  await framesDrawn(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
