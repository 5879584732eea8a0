import { plural } from '@tilth/domain';
import { siteGraphUrl } from '../notifications/alertMail';
import type { PendingNotification } from '../notifications/notificationRepository';
import type { PushMessage } from './webPushSender';

/** How many alerts a digest names before "and N more". */
const DIGEST_NAMES = 3;

const summary = (rows: readonly PendingNotification[], separator: string) => {
  const named = rows.slice(0, DIGEST_NAMES).map((r) => r.title);
  const more = rows.length - named.length;
  return named.join(separator) + (more > 0 ? `${separator}and ${more} more` : '');
};

/** The site's graph as a path on the app's own origin, for the service worker to open. */
const sitePath = (row: PendingNotification) => siteGraphUrl('', row);

/** A push: one alert (its site opens on a click), or the digest (the farms dashboard opens). */
export function pushMessage(rows: readonly PendingNotification[], digest: boolean): PushMessage {
  const first = rows[0]!;
  if (!digest)
    return { title: first.title, body: `${first.farm_name} · Open the site`, url: sitePath(first), tag: `${first.site_id}:${first.kind}` };
  return {
    title: `Tilth: ${plural(rows.length, 'alert')} since your last digest`,
    body: summary(rows, '\n'),
    url: '/',
    tag: 'tilth-digest',
  };
}

/** A text message: one alert with its site's link, or the digest with the app's link. */
export function textMessage(rows: readonly PendingNotification[], digest: boolean, publicUrl: string): string {
  const first = rows[0]!;
  if (!digest) return `Tilth: ${first.title} (${first.farm_name}). ${siteGraphUrl(publicUrl, first)}`;
  return `Tilth: ${plural(rows.length, 'alert')} since your last digest: ${summary(rows, '; ')}. ${publicUrl}/`;
}
