import { escapeHtml, PRODUCT_NAME } from '@tilth/domain';
import type { MailMessage } from './mailer';

/** Account security mails (issue 36): plain sentences, one link at most, no secret but the link itself. */

const HELP = `If this wasn't you, change your password from Edit Profile, or ask for a new one from the sign-in page, and tell your administrator.`;

function mail(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs.slice(0, 1), ...(link ? [link.url] : []), ...paragraphs.slice(1)].join('\n\n');
  const html = [
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('');
  return { to, subject, text: `${text}\n`, html };
}

export function passwordResetMail(to: string, username: string, link: string, minutes: number): MailMessage {
  return mail(
    to,
    `Set a new ${PRODUCT_NAME} password`,
    [
      `Someone (we hope you) asked to set a new password for the ${PRODUCT_NAME} account ${username}. Open this link to choose one:`,
      `The link works once, within ${minutes} minutes. Setting a new password signs the account out everywhere.`,
      `If you didn't ask, ignore this mail: your password stays as it is.`,
    ],
    { url: link, label: 'Set a new password' },
  );
}

export function passwordChangedMail(to: string, username: string): MailMessage {
  return mail(to, `Your ${PRODUCT_NAME} password was changed`, [
    `Your password was changed for the ${PRODUCT_NAME} account ${username}, and every other session was signed out.`,
    HELP,
  ]);
}

export function emailChangeConfirmMail(to: string, username: string, link: string): MailMessage {
  return mail(
    to,
    `Confirm your new ${PRODUCT_NAME} e-mail address`,
    [
      `Open this link to use ${to} for the ${PRODUCT_NAME} account ${username}:`,
      `Until you open it, the account keeps its old address. The link works once, within 24 hours.`,
    ],
    { url: link, label: 'Confirm this e-mail address' },
  );
}

export function emailChangeNoticeMail(to: string, username: string, newEmail: string): MailMessage {
  return mail(to, `Your ${PRODUCT_NAME} e-mail address is being changed`, [
    `Someone asked to change the e-mail address of the ${PRODUCT_NAME} account ${username} to ${newEmail}. It changes only when the link sent to that address is opened.`,
    HELP,
  ]);
}

export function twoFactorChangedMail(to: string, username: string, on: boolean): MailMessage {
  return mail(to, `Two-step sign-in was turned ${on ? 'on' : 'off'} for ${PRODUCT_NAME}`, [
    on
      ? `Two-step sign-in is now on for the ${PRODUCT_NAME} account ${username}: signing in asks for a code from the authenticator app.`
      : `Two-step sign-in is now off for the ${PRODUCT_NAME} account ${username}: signing in asks for the password only.`,
    HELP,
  ]);
}
