import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, openAs, unique } from './accountsSupport';
import { addOutboxMail } from './db';
import { waitForMail } from './mail';
import { demoLogin, signIn } from './support';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const exactText = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('contact', () => {
  test('every field is required, the e-mail needs two domain parts, and the message reaches support', async ({ page }) => {
    await signIn(page, demoLogin('business.admin'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    const card = page.getByRole('region', { name: 'Contact Tilth' });
    await expect(card.getByRole('heading', { name: 'Contact Tilth' })).toBeVisible();
    // Starts from the signed-in user's details.
    await expect(textbox(page, 'First Name')).toHaveValue('Hannah');
    await expect(textbox(page, 'Last Name')).toHaveValue('Greer');
    await expect(textbox(page, 'Email')).toHaveValue('business.admin@demo.tilth.farm');

    for (const field of ['First Name', 'Last Name', 'Email', 'Phone']) await textbox(page, field).fill('');
    await card.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ]) {
      await expect(exactText(page, message)).toBeVisible();
    }
    await textbox(page, 'Email').fill('hannah@localhost');
    await expect(exactText(page, 'Email must be a valid e-mail address')).toBeVisible();

    const subject = `Probe ${unique()}`;
    await textbox(page, 'First Name').fill('Hannah');
    await textbox(page, 'Last Name').fill('Greer');
    await textbox(page, 'Email').fill('hannah@greenacres.example');
    await textbox(page, 'Phone').fill('(806) 555-0162');
    await textbox(page, 'Message').fill(`${subject}: the north pivot sensor reads dry after rain.`);
    await card.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(
      'Your message has been sent. We will get back to you soon.',
    );
    await expect(textbox(page, 'Message')).toHaveValue('');
    const mail = await waitForMail('support@tilth.farm', { count: 1 });
    const mine = mail.content.includes(subject)
      ? mail
      : await (async () => {
          for (let count = 2; ; count += 1) {
            const next = await waitForMail('support@tilth.farm', { count });
            if (next.content.includes(subject)) return next;
          }
        })();
    expect(mine.subject).toBe('Tilth contact: Hannah Greer');
    expect(mine.replyTo).toBe('hannah@greenacres.example');
    expect(mine.content).toContain('Phone: (806) 555-0162');
  });

  test("a failure shows the server's message in an error alert below the card", async ({ page }) => {
    await signIn(page, demoLogin('farm.user'));
    await page.goto('/dashboard/contact');
    await page.route('**/user/contact', (route) =>
      route.fulfill({
        status: 502,
        json: {
          success: false,
          status: 502,
          message: 'The e-mail could not be sent. Please try again later.',
          error: 'MailNotSent',
          data: null,
        },
      }),
    );
    await textbox(page, 'Phone').fill('555-0101');
    await textbox(page, 'Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Message not sent' })).toContainText(
      'The e-mail could not be sent. Please try again later.',
    );
    await expect(textbox(page, 'Message')).toHaveValue('Hello');
  });
});

test.describe('help', () => {
  test('plays the bundled recordings, with captions, when no other video is configured', async ({ page, request }) => {
    await signIn(page, demoLogin('dealer.user'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    for (const [title, file] of [
      ['Overview', 'overview'],
      ['Graphing 101', 'graphing-101'],
    ] as const) {
      const video = page.locator(`video[aria-label="${title}"]`);
      await expect(video).toHaveAttribute('src', `/help/${file}.webm`);
      await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', `/help/${file}.vtt`);

      const media = await request.get(`/help/${file}.webm`);
      expect(media.status()).toBe(200);
      expect(media.headers()['content-type']).toBe('video/webm');
      expect((await media.body()).byteLength).toBeLessThan(5 * 1024 * 1024);
      const captions = await request.get(`/help/${file}.vtt`);
      expect(captions.status()).toBe(200);
      expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
      expect(await captions.text()).toMatch(/^WEBVTT\n/);

      // Chromium reads the recording (its length) and shows its captions track.
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(20);
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(3);
    }
  });

  test('says plainly when no video is configured', async ({ page }) => {
    // Both videos configured as 'none' (HELP_*_VIDEO_URL=none): the answer lists none.
    await page.route('**/help/videos', (route) =>
      route.fulfill({ json: { success: true, status: 200, message: 'Help videos', error: null, data: { videos: [] } } }),
    );
    await signIn(page, demoLogin('dealer.user'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await expect(exactText(page, 'No help videos are configured yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/dashboard\/contact$/);
  });

  test('plays the overview and Graphing 101 from the configured addresses', async ({ page }) => {
    await page.route('**/help/videos', (route) =>
      route.fulfill({
        json: {
          success: true,
          status: 200,
          message: 'Help videos',
          error: null,
          data: {
            videos: [
              { id: 'overview', title: 'Overview', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', captions: null },
              { id: 'graphing', title: 'Graphing 101', url: 'https://cdn.example.com/help/graphing-101.mp4', captions: null },
            ],
          },
        },
      }),
    );
    // No network in tests: the players' own requests go nowhere.
    await page.route(/youtube-nocookie\.com|cdn\.example\.com/, (route) => route.abort());
    await signIn(page, demoLogin('dealer.user'));
    await page.goto('/dashboard/help');
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.locator('iframe[title="Overview"]')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(page.getByRole('heading', { name: 'Graphing 101' })).toBeVisible();
    await expect(page.locator('video[aria-label="Graphing 101"]')).toHaveAttribute('src', 'https://cdn.example.com/help/graphing-101.mp4');
  });
});

test.describe('mail outbox', () => {
  test('the platform admin reads kept mail from the profile menu; nobody else sees it', async ({ page, request }) => {
    const id = unique();
    addOutboxMail({
      id: `ob${id}`.slice(0, 30),
      to: `kept.${id}@example.com`,
      subject: `Invitation to join Kept ${id} on Tilth`,
      text: `Create your account here:\nhttp://127.0.0.1/signUp/k?invitationId=${id}`,
    });

    await signIn(page, demoLogin('admin'));
    await page.getByRole('button', { name: 'Profile menu for Avery Stone' }).click();
    await page.getByRole('menuitem', { name: 'Mail Outbox' }).click();
    await expect(page).toHaveURL(/\/dashboard\/outbox$/);
    await expect(page.getByRole('heading', { name: 'Mail Outbox', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`Invitation to join Kept ${id}`) }).click();
    await expect(page.getByRole('link', { name: `http://127.0.0.1/signUp/k?invitationId=${id}` })).toBeVisible();
    await expect(page.getByText(new RegExp(`^To kept.${id}@example.com · `))).toBeVisible();

    const dealer = await apiSignIn(request, 'dealer.admin');
    await openAs(page, dealer, '/dashboard/groups');
    await page.getByRole('button', { name: 'Profile menu for Dana Whitfield' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mail Outbox' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/outbox');
    await expect(page).toHaveURL(/\/not-found$/);
  });
});
