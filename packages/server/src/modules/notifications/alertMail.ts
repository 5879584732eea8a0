import { ALERT_TEXT } from '@tilth/domain/notifications/kinds';
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
}

function unsubscribeLines(rows: readonly NotificationRow[], parts: MailParts): string[] {
  const kinds = [...new Set(rows.map((r) => r.kind))];
  return kinds.map(
    (kind) => `Stop e-mails about "${ALERT_TEXT[kind].label}": ${unsubscribeUrl(parts.publicUrl, parts.tokens.get(kind) ?? '')}`,
  );
}

/** One alert, one e-mail. */
export function singleAlertMail(row: NotificationRow, parts: MailParts): { subject: string; text: string } {
  return {
    subject: row.title,
    text: [
      `${row.title}.`,
      `Farm: ${row.farm_name}`,
      `Open the site: ${siteGraphUrl(parts.publicUrl, row)}`,
      '',
      'Change which alerts you receive on Edit Profile.',
      ...unsubscribeLines([row], parts),
      '— Tilth',
    ].join('\n'),
  };
}

/** The daily digest: every alert since the last one, oldest first. */
export function digestMail(rows: readonly NotificationRow[], parts: MailParts): { subject: string; text: string } {
  return {
    subject: `Tilth alerts: ${rows.length} since your last digest`,
    text: [
      ...rows.map(
        (r) => `- ${r.created_at.slice(0, 16).replace('T', ' ')} UTC  ${r.title} (${r.farm_name}): ${siteGraphUrl(parts.publicUrl, r)}`,
      ),
      '',
      'Change which alerts you receive on Edit Profile.',
      ...unsubscribeLines(rows, parts),
      '— Tilth',
    ].join('\n'),
  };
}
