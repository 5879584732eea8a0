import { PRODUCT_NAME } from '@tilth/domain';
import { oneLine } from '../../lib/oneLine';
import type { MailMessage } from '../mail/mailer';

export interface MentionMail {
  to: string;
  authorName: string;
  siteName: string;
  siteNumber: string;
  text: string;
  hasImage: boolean;
  /** The site's About page, where the note is. */
  link: string;
}

/** The e-mail a user gets when a note on a site's About page @-mentions them. */
export function mentionMail(mail: MentionMail): MailMessage {
  const lines = [
    `${mail.authorName} mentioned you in an installation note on site ${mail.siteName} (ID# ${mail.siteNumber}):`,
    '',
    mail.text || '(no text)',
    ...(mail.hasImage ? ['', 'The note has an image.'] : []),
    '',
    `Open the site's notes: ${mail.link}`,
    '',
    `— ${PRODUCT_NAME}`,
  ];
  return {
    to: mail.to,
    subject: oneLine(`${mail.authorName} mentioned you on site ${mail.siteName} (ID# ${mail.siteNumber})`),
    text: `${lines.join('\n')}\n`,
  };
}
