import type { Webhook, WebhookDelivery } from '@tilth/domain';
import { ALERT_KINDS, type AlertKind } from '@tilth/domain/notifications/kinds';
import type { DeliveryRow, WebhookRow } from './webhookRepository';

export function kindsOf(row: Pick<WebhookRow, 'kinds'>): AlertKind[] {
  try {
    const parsed: unknown = JSON.parse(row.kinds);
    return Array.isArray(parsed) ? ALERT_KINDS.filter((k) => parsed.includes(k)) : [];
  } catch {
    return [];
  }
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    objectId: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    summary: row.summary,
  };
}

export function presentWebhook(row: WebhookRow, latest: DeliveryRow | undefined): Webhook {
  return {
    objectId: row.id,
    organisationId: row.organisation_id,
    url: row.url,
    kinds: kindsOf(row),
    enabled: row.enabled === 1,
    secretHint: row.secret_hint,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastDelivery: latest ? { status: latest.status, createdAt: latest.created_at, lastStatusCode: latest.last_status_code } : null,
  };
}
