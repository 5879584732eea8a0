import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccount } from './useAccount';

/** Where the sign-in screen sends the user back to (spec 000 §2.1). */
export interface LoginLocationState {
  from?: string;
}

/**
 * Protected routes need a loaded profile. Signed-out visitors go to /login, which remembers
 * the full address they asked for. SessionGate above has already waited for the account.
 */
export function RequireAuth() {
  const account = useAccount();
  const location = useLocation();
  if (account.status !== 'ready') {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** The remembered location, if it is an in-app path (never an external URL). */
export function rememberedPath(state: unknown): string | null {
  const from = (state as LoginLocationState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}
