import type { Language } from '@tilth/domain/preferences/language';
import { translate, type Values } from '../../lib/i18n/catalog';
import { alertLabel } from './alertText';
import { notificationsMailText, type NotificationsMailKey } from './mailMessages';
import type { NotificationRow } from './notificationRepository';

const id = encodeURIComponent;

/** The site's graph in the web app: /farm/{farmId}/site/{siteId}/{objectId}/{twigId}/graph. */
export function siteGraphUrl(publicUrl: string, row: NotificationRow): string {
  return `${publicUrl}/farm/${id(row.farm_id)}/site/${id(row.site_number)}/${id(row.site_id)}/${id(row.twig_id ?? '-')}/graph`;
}

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/alerts/unsubscribe?token=${id(token)}`;

interface MailParts {
  publicUrl: string;
  /** The unsubscribe token of each kind in the mail. */
  tokens: Map<string, string>;
  /** The recipient's language (the rows' titles were stored in it). */
  language: Language;
}

function unsubscribeLines(rows: readonly NotificationRow[], parts: MailParts): string[] {
  const kinds = [...new Set(rows.map((r) => r.kind))];
  return kinds.map((kind) =>
    translate(parts.language, notificationsMailText, 'stopEmails', {
      label: alertLabel(parts.language, kind),
      url: unsubscribeUrl(parts.publicUrl, parts.tokens.get(kind) ?? ''),
    }),
  );
}

/** One alert, one e-mail. */
export function singleAlertMail(row: NotificationRow, parts: MailParts): { subject: string; text: string } {
  const t = (key: NotificationsMailKey, values?: Values) => translate(parts.language, notificationsMailText, key, values);
  return {
    subject: row.title,
    text: [
      t('singleFirstLine', { title: row.title }),
      t('farmLine', { farm: row.farm_name }),
      t('openSiteLine', { url: siteGraphUrl(parts.publicUrl, row) }),
      '',
      t('changeAlerts'),
      ...unsubscribeLines([row], parts),
      t('signature'),
    ].join('\n'),
  };
}

/** The daily digest: every alert since the last one, oldest first. */
export function digestMail(rows: readonly NotificationRow[], parts: MailParts): { subject: string; text: string } {
  const language = parts.language;
  return {
    subject: translate(language, notificationsMailText, 'digestSubject', { count: rows.length }),
    text: [
      ...rows.map((r) =>
        translate(language, notificationsMailText, 'digestLine', {
          time: r.created_at.slice(0, 16).replace('T', ' '),
          title: r.title,
          farm: r.farm_name,
          url: siteGraphUrl(parts.publicUrl, r),
        }),
      ),
      '',
      translate(language, notificationsMailText, 'changeAlerts'),
      ...unsubscribeLines(rows, parts),
      translate(language, notificationsMailText, 'signature'),
    ].join('\n'),
  };
}
