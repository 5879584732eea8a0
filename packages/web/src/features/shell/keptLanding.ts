import { sitesPageFarm } from '../../api/earlyAnswers';

/**
 * Where this device's grower lands (issue 37): the installed app opens at /dashboard, which the app
 * sends on to a farm user's own farm only once its code, the account and the router have run. Kept
 * here when the landing is the farm user's own farm (their profile's, fixed — not a preference that
 * another device may change), the page's first script (src/boot.ts) starts at that address instead:
 * the device's picture of the farm's sites, its early answers and its device read all apply from
 * the first moment. In the boot chunk (vite.config.ts BOOT), importing only from it.
 */

export const KEPT_LANDING_KEY = 'tilth-landing';

/** The addresses that lead to the landing (routes.tsx: `/` → `/dashboard` → DashboardIndex). */
const LANDING_ADDRESSES = new Set(['/', '/dashboard', '/dashboard/']);

/** Keeps the farm user's landing, or forgets any (`path` null: the landing follows preferences). */
export function keepLanding(storage: Pick<Storage, 'setItem' | 'removeItem'>, userId: string, path: string | null): void {
  try {
    if (path) storage.setItem(KEPT_LANDING_KEY, JSON.stringify({ userId, path }));
    else storage.removeItem(KEPT_LANDING_KEY);
  } catch {
    // Storage refused: the start goes through /dashboard, as before.
  }
}

/** The address to start at: the kept landing of this user when `pathname` leads to the landing, else `pathname`. */
export function startAddress(storage: Pick<Storage, 'getItem'>, userId: string, pathname: string): string {
  if (!LANDING_ADDRESSES.has(pathname)) return pathname;
  try {
    const kept = JSON.parse(storage.getItem(KEPT_LANDING_KEY) ?? 'null') as { userId?: unknown; path?: unknown } | null;
    const path = kept?.userId === userId && typeof kept.path === 'string' ? kept.path : null;
    return path && sitesPageFarm(path) ? path : pathname;
  } catch {
    return pathname;
  }
}
