import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/errors';

/** Retrying cannot fix a 4xx answer or a cancelled request; a dropped connection may recover. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isCancelled || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // Started without a connection (the app opened offline from its service worker): queries wait
  // for the network instead of failing, and show what the device keeps (features/offline).
  // TanStack Query follows the online and offline events from here on.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
