import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { readSession } from '../../../api/session';
import { appSender } from './outboxApp';
import { inSendingOrder, retryNow } from './outboxPolicy';
import { outboxStore } from './outboxStore';
import type { OutboxItem } from './outboxTypes';

/** How often the frame looks for due writes while it is open (the back-off decides what is due). */
const LOOK_AGAIN_MS = 15_000;

/**
 * The screens' records of a delivered write, refreshed so they show the server's record. The keys are
 * written out (the features import this folder, not the other way): the graph's are ['siteGraph', site],
 * the planner's (and the water account's) ['planner'], the manual readings' ['manualReadings', site].
 */
export function refreshAfterDelivery(queryClient: QueryClient, item: OutboxItem): Promise<unknown> {
  const site = item.siteId;
  const keys: unknown[][] =
    item.kind === 'note'
      ? [['siteGraph', site]]
      : item.kind === 'irrigation'
        ? [['planner'], ['siteGraph', site, 'irrigation']]
        : [
            ['manualReadings', site],
            ['siteGraph', site],
          ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The frame's one sending loop, however many screens ask for it (ref-counted). */
let sending: { users: number; stop: () => void } | null = null;

function startSending(queryClient: QueryClient, userId: string): () => void {
  if (!sending) {
    const sender = appSender();
    const go = (connectionBack = false) => void sender.run(userId, { connectionBack }).catch((error: unknown) => console.error(error));
    const stopReports = sender.subscribe((report) => {
      if (report?.delivered) void refreshAfterDelivery(queryClient, report.item);
    });
    const online = () => go(true);
    window.addEventListener('online', online);
    const timer = window.setInterval(() => go(), LOOK_AGAIN_MS);
    go();
    sending = {
      users: 0,
      stop: () => {
        stopReports();
        window.removeEventListener('online', online);
        window.clearInterval(timer);
      },
    };
  }
  const current = sending;
  current.users += 1;
  return () => {
    current.users -= 1;
    if (current.users === 0 && sending === current) {
      current.stop();
      sending = null;
    }
  };
}

/**
 * Sends the signed-in user's waiting writes: now (app start, sign-in), when the browser is back
 * online, and every 15 s while a screen that shows the queue is open; refreshes the screens after
 * each delivery. OutboxStatus (in the signed-in frame) and the lists of waiting writes call it; one
 * loop runs however many do.
 */
export function useOutboxSending(): void {
  const queryClient = useQueryClient();
  const userId = readSession()?.userId ?? null;
  useEffect(() => (userId ? startSending(queryClient, userId) : undefined), [queryClient, userId]);
}

export interface OutboxView {
  /** The signed-in user's writes, oldest first. */
  items: OutboxItem[];
  /** Writes other users left on this device; never sent by this session. */
  othersWaiting: number;
  /** A 401 paused sending until the user signs in again. */
  paused: boolean;
  retry: (item: OutboxItem) => void;
  discard: (item: OutboxItem) => void;
}

/** The queue as the screens show it; follows every change, in this tab and the others. */
export function useOutbox(): OutboxView {
  const userId = readSession()?.userId ?? null;
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [othersWaiting, setOthersWaiting] = useState(0);
  const [paused, setPaused] = useState(() => appSender().isPaused());

  useEffect(() => {
    if (!userId) return;
    const store = outboxStore();
    let live = true;
    const load = () =>
      void Promise.all([store.list(userId), store.countOthers(userId)]).then(
        ([own, others]) => {
          if (!live) return;
          setItems(inSendingOrder(own));
          setOthersWaiting(others);
        },
        (error: unknown) => console.error(error),
      );
    load();
    const stopStore = store.subscribe(load);
    const stopSender = appSender().subscribe(() => setPaused(appSender().isPaused()));
    return () => {
      live = false;
      stopStore();
      stopSender();
    };
  }, [userId]);

  const retry = useCallback(
    (item: OutboxItem) => {
      if (!userId) return;
      void outboxStore()
        .put(retryNow(item, Date.now()))
        .then(() => appSender().run(userId, { connectionBack: true }));
    },
    [userId],
  );
  const discard = useCallback((item: OutboxItem) => void outboxStore().remove(item.id), []);

  return { items, othersWaiting, paused, retry, discard };
}

/** The waiting writes of one kind on one site, for the list where their records appear. */
export function useWaitingOnSite<K extends OutboxItem['kind']>(siteId: string, kind: K) {
  const view = useOutbox();
  const items = view.items.filter((item): item is Extract<OutboxItem, { kind: K }> => item.kind === kind && item.siteId === siteId);
  return { ...view, items };
}
