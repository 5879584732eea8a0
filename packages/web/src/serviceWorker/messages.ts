/** What a page posts to a waiting worker when the user chose to update (features/offline/useAppUpdate.ts, serviceWorker/updates.ts). */
export const SKIP_WAITING = 'SKIP_WAITING';
