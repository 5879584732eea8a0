import { translate } from '../../lib/i18n/catalog';
import { siteGraphUrl } from '../notifications/alertMail';
import { notificationsMailText } from '../notifications/mailMessages';
import type { PendingNotification } from '../notifications/notificationRepository';
import type { PushMessage } from './webPushSender';

/** How many alerts a digest names before "and N more". */
const DIGEST_NAMES = 3;

const summary = (rows: readonly PendingNotification[], separator: string) => {
  const named = rows.slice(0, DIGEST_NAMES).map((r) => r.title);
  const more = rows.length - named.length;
  const language = rows[0]?.language ?? 'en';
  return named.join(separator) + (more > 0 ? `${separator}${translate(language, notificationsMailText, 'andMore', { count: more })}` : '');
};

/** The site's graph as a path on the app's own origin, for the service worker to open. */
const sitePath = (row: PendingNotification) => siteGraphUrl('', row);

/** A push in the recipient's language: one alert (its site opens on a click), or the digest (the farms dashboard opens). */
export function pushMessage(rows: readonly PendingNotification[], digest: boolean): PushMessage {
  const first = rows[0]!;
  const language = first.language;
  if (!digest)
    return {
      title: first.title,
      body: translate(language, notificationsMailText, 'pushOpenSite', { farm: first.farm_name }),
      url: sitePath(first),
      tag: `${first.site_id}:${first.kind}`,
    };
  return {
    title: translate(language, notificationsMailText, 'pushDigestTitle', { count: rows.length }),
    body: summary(rows, '\n'),
    url: '/',
    tag: 'tilth-digest',
  };
}

/** A text message in the recipient's language: one alert with its site's link, or the digest with the app's link. */
export function textMessage(rows: readonly PendingNotification[], digest: boolean, publicUrl: string): string {
  const first = rows[0]!;
  const language = first.language;
  if (!digest)
    return translate(language, notificationsMailText, 'smsSingle', {
      title: first.title,
      farm: first.farm_name,
      url: siteGraphUrl(publicUrl, first),
    });
  return translate(language, notificationsMailText, 'smsDigest', {
    count: rows.length,
    summary: summary(rows, '; '),
    url: `${publicUrl}/`,
  });
}
