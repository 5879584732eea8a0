import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@tilth/domain/notifications/endpoints';
import type { AlertPreferences } from '@tilth/domain/notifications/preferences';
import type { NotificationView } from '@tilth/domain/notifications/schemas';
import { call } from '../../api/client';

/** Everything starts with ['notifications'], so reading one refreshes the bell and the farm's panel. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (farmId: string | null) => ['notifications', 'list', farmId] as const,
  settings: ['notifications', 'settings'] as const,
};

/** The bell checks for new alerts this often (the server evaluates sites every few minutes). */
const POLL_MS = 60_000;

export function useNotifications(farmId: string | null) {
  return useQuery({
    queryKey: notificationKeys.list(farmId),
    queryFn: ({ signal }) => call(notificationEndpoints.list, { query: farmId ? { farmId } : {}, signal }),
    refetchInterval: POLL_MS,
  });
}

export function useReadAll(farmId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(notificationEndpoints.readAll, { body: farmId ? { farmId } : {} }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useReadOne() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(notificationEndpoints.read, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

const id = encodeURIComponent;

/** The site's graph (/farm/{farmId}/site/{siteId}/{objectId}/{twigId}/graph; '-' without a probe), as sitePaths builds it. */
export const notificationPath = (n: NotificationView) =>
  n.kind === 'exportReady'
    ? '/dashboard/exports'
    : `/farm/${id(n.farm.objectId)}/site/${id(n.site.siteId)}/${id(n.site.objectId)}/${id(n.site.twigId ?? '-')}/graph`;

/** Unread first (the server's order), split for the panel's two sections. */
export function splitByRead(items: readonly NotificationView[]) {
  return { unread: items.filter((n) => n.readAt === null), read: items.filter((n) => n.readAt !== null) };
}

export function useAlertSettings() {
  return useQuery({ queryKey: notificationKeys.settings, queryFn: ({ signal }) => call(notificationEndpoints.settings, { signal }) });
}

export function useSaveAlertSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: AlertPreferences) => call(notificationEndpoints.saveSettings, { body: preferences }),
    onSuccess: (settings) => client.setQueryData(notificationKeys.settings, settings),
  });
}
