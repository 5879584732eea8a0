import { PRODUCT_NAME } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate } from '../../lib/i18n/catalog';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from '../mail/mailer';
import { siteConfigMailText } from './mailMessages';

export interface MentionMail {
  to: string;
  authorName: string;
  siteName: string;
  siteNumber: string;
  text: string;
  hasImage: boolean;
  /** The site's About page, where the note is. */
  link: string;
  /** The mentioned user's language; English without. */
  language?: Language;
}

/** The e-mail a user gets when a note on a site's About page @-mentions them, in their language. */
export function mentionMail(mail: MentionMail): MailMessage {
  const language = mail.language ?? 'en';
  const about = { author: mail.authorName, site: mail.siteName, number: mail.siteNumber };
  const lines = [
    translate(language, siteConfigMailText, 'mentionIntro', about),
    '',
    mail.text || translate(language, siteConfigMailText, 'noText'),
    ...(mail.hasImage ? ['', translate(language, siteConfigMailText, 'hasImage')] : []),
    '',
    translate(language, siteConfigMailText, 'openNotes', { url: mail.link }),
    '',
    `— ${PRODUCT_NAME}`,
  ];
  return {
    to: mail.to,
    subject: oneLine(translate(language, siteConfigMailText, 'mentionSubject', about)),
    text: `${lines.join('\n')}\n`,
  };
}
