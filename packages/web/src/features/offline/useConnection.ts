import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { watchConnection } from './connection';

/** True while the server can't be reached (connection.ts). */
export function useOffline(): boolean {
  const client = useQueryClient();
  const [offline, setOffline] = useState(false);
  useEffect(() => watchConnection(client, setOffline), [client]);
  return offline;
}

/** When the oldest answer on screen was fetched (ms), or null when nothing shown has data. */
export function oldestDataOnScreen(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const query of client.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/** The oldest answer on screen, kept current while `active` (offline: pages change, answers come from the device). */
export function useOldestDataOnScreen(active: boolean): number | null {
  const client = useQueryClient();
  const [oldest, setOldest] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const update = () => setOldest(oldestDataOnScreen(client));
    update();
    return client.getQueryCache().subscribe(update);
  }, [client, active]);
  return oldest;
}
