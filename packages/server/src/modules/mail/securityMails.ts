import { escapeHtml, PRODUCT_NAME } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate, type Values } from '../../lib/i18n/catalog';
import type { MailMessage } from './mailer';
import { mailMailText, type MailMailKey } from './mailMessages';

/**
 * Account security mails (issue 36): plain sentences, one link at most, no secret but the link itself.
 * Written in the account holder's language (issue 34).
 */

const words = (language: Language) => (key: MailMailKey, values?: Values) =>
  translate(language, mailMailText, key, { product: PRODUCT_NAME, ...values });

function mail(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...paragraphs.slice(0, 1), ...(link ? [link.url] : []), ...paragraphs.slice(1)].join('\n\n');
  const html = [
    `<p>${escapeHtml(paragraphs[0]!)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...paragraphs.slice(1).map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('');
  return { to, subject, text: `${text}\n`, html };
}

export function passwordResetMail(to: string, username: string, link: string, minutes: number, language: Language = 'en'): MailMessage {
  const t = words(language);
  return mail(to, t('resetSubject'), [t('resetIntro', { username }), t('resetWithin', { minutes }), t('resetIgnore')], {
    url: link,
    label: t('resetLabel'),
  });
}

export function passwordChangedMail(to: string, username: string, language: Language = 'en'): MailMessage {
  const t = words(language);
  return mail(to, t('changedSubject'), [t('changedBody', { username }), t('securityHelp')]);
}

export function emailChangeConfirmMail(to: string, username: string, link: string, language: Language = 'en'): MailMessage {
  const t = words(language);
  return mail(to, t('confirmSubject'), [t('confirmIntro', { email: to, username }), t('confirmUntil')], {
    url: link,
    label: t('confirmLabel'),
  });
}

export function emailChangeNoticeMail(to: string, username: string, newEmail: string, language: Language = 'en'): MailMessage {
  const t = words(language);
  return mail(to, t('noticeSubject'), [t('noticeBody', { username, newEmail }), t('securityHelp')]);
}

export function twoFactorChangedMail(to: string, username: string, on: boolean, language: Language = 'en'): MailMessage {
  const t = words(language);
  return mail(to, t(on ? 'twoStepOnSubject' : 'twoStepOffSubject'), [
    t(on ? 'twoStepOnBody' : 'twoStepOffBody', { username }),
    t('securityHelp'),
  ]);
}
