import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';

/**
 * Whether the app can reach the server: the browser's own flag (navigator.onLine, which TanStack
 * Query's onlineManager follows), or, when the browser thinks it is online, requests that got no
 * answer at all (status 0: a dead mobile connection the phone still calls online). The first
 * answer that comes back again ends it.
 */
export function watchConnection(client: QueryClient, onChange: (offline: boolean) => void): () => void {
  let unreachable = false;
  const report = () => onChange(!onlineManager.isOnline() || unreachable);
  const stopOnline = onlineManager.subscribe(() => {
    if (onlineManager.isOnline()) unreachable = false;
    report();
  });
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    const noAnswer = action.type === 'error' && isApiError(action.error) && action.error.status === 0 && !action.error.isCancelled;
    const answered = action.type === 'success' && !action.manual;
    if ((noAnswer && !unreachable) || (answered && unreachable)) {
      unreachable = noAnswer;
      report();
    }
  });
  report();
  return () => {
    stopOnline();
    stopCache();
  };
}
