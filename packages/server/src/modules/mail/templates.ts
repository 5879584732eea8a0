import { escapeHtml, PRODUCT_NAME, roleDisplayName, type ContactMessage, type RoleName } from '@tilth/domain';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from './mailer';

export interface InvitationMail {
  to: string;
  link: string;
  role: RoleName;
  organisationName: string;
  inviterName: string | null;
  expiresAt: string;
}

export function invitationMail(mail: InvitationMail): MailMessage {
  const as = mail.role.endsWith('_user') ? 'a member' : 'an administrator';
  const who = mail.inviterName ? `${mail.inviterName} has invited you` : 'You have been invited';
  const intro = `${who} to join ${mail.organisationName} on ${PRODUCT_NAME} as ${as} (${roleDisplayName(mail.role)}).`;
  const expiry = `The invitation can be used once and expires on ${mail.expiresAt.slice(0, 10)}.`;
  return {
    to: mail.to,
    subject: oneLine(`Invitation to join ${mail.organisationName} on ${PRODUCT_NAME}`),
    text: `${intro}\n\nCreate your account here:\n${mail.link}\n\n${expiry}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` + `<p><a href="${escapeHtml(mail.link)}">Create your account</a></p>` + `<p>${escapeHtml(expiry)}</p>`,
  };
}

export function contactMail(to: string, message: ContactMessage, account: { username: string; organisation: string | null }): MailMessage {
  const name = `${message.firstName} ${message.lastName}`;
  const lines = [
    `From: ${name} <${message.email}>`,
    `Phone: ${message.phone}`,
    `Account: ${account.username}${account.organisation ? ` (${account.organisation})` : ''}`,
    '',
    message.message,
  ];
  return { to, replyTo: message.email, subject: oneLine(`${PRODUCT_NAME} contact: ${name}`), text: `${lines.join('\n')}\n` };
}
