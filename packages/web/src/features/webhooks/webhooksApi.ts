import { webhookEndpoints, type WebhookCreate, type WebhookUpdate } from '@tilth/domain';
import { call } from '../../api/client';

export const webhookKeys = {
  list: (orgId: string) => ['webhooks', 'list', orgId] as const,
  deliveries: (webhookId: string) => ['webhooks', 'deliveries', webhookId] as const,
};

export const fetchWebhooks = (orgId: string, signal?: AbortSignal) => call(webhookEndpoints.list, { params: { id: orgId }, signal });
export const createWebhook = (orgId: string, body: WebhookCreate) => call(webhookEndpoints.create, { params: { id: orgId }, body });
export const updateWebhook = (id: string, body: WebhookUpdate) => call(webhookEndpoints.update, { params: { id }, body });
export const deleteWebhook = (id: string) => call(webhookEndpoints.remove, { params: { id } });
export const rotateWebhookSecret = (id: string) => call(webhookEndpoints.rotate, { params: { id } });
export const sendTestEvent = (id: string) => call(webhookEndpoints.test, { params: { id } });
export const fetchDeliveries = (id: string, signal?: AbortSignal) => call(webhookEndpoints.deliveries, { params: { id }, signal });
