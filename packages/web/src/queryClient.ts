import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/errors';

/** Retrying cannot fix a 4xx answer or a cancelled request; a dropped connection may recover. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isCancelled || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
