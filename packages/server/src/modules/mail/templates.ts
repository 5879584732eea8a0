import { escapeHtml, PRODUCT_NAME, roleDisplayName, type ContactMessage, type RoleName } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate, type Values } from '../../lib/i18n/catalog';
import { mailDay } from '../../lib/i18n/mailFormat';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from './mailer';
import { mailMailText, type MailMailKey } from './mailMessages';

export interface InvitationMail {
  to: string;
  link: string;
  role: RoleName;
  organisationName: string;
  inviterName: string | null;
  expiresAt: string;
  /** The inviting request's language (the invitee has no account, so no preference, yet); English without. */
  language?: Language;
}

/** The invitation, in the inviting request's language. */
export function invitationMail(mail: InvitationMail): MailMessage {
  const language = mail.language ?? 'en';
  const t = (key: MailMailKey, values?: Values) => translate(language, mailMailText, key, { product: PRODUCT_NAME, ...values });
  const about = {
    organisation: mail.organisationName,
    kind: mail.role.endsWith('_user') ? 'member' : 'admin',
    role: language === 'en' ? roleDisplayName(mail.role) : t(`role_${mail.role}`),
  };
  const intro = mail.inviterName ? t('inviteIntroBy', { ...about, inviter: mail.inviterName }) : t('inviteIntro', about);
  const expiry = t('inviteExpiry', { date: mailDay(language, mail.expiresAt) });
  return {
    to: mail.to,
    subject: oneLine(t('inviteSubject', { organisation: mail.organisationName })),
    text: `${intro}\n\n${t('inviteCreateHere')}\n${mail.link}\n\n${expiry}\n`,
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t('inviteCreate'))}</a></p>` +
      `<p>${escapeHtml(expiry)}</p>`,
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
