import type { NotificationView } from '@tilth/domain/notifications/schemas';
import type { NotificationRow } from './notificationRepository';

export function presentNotification(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    event: row.event,
    title: row.title,
    createdAt: row.created_at,
    readAt: row.read_at,
    farm: { objectId: row.farm_id, name: row.farm_name },
    site: { objectId: row.site_id, siteId: row.site_number, name: row.site_name, twigId: row.twig_id },
  };
}
