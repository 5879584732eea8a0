import { createContext, useContext } from 'react';
import type { StoredSession } from '../../api/session';

export interface SessionContextValue {
  /** The stored token and user id, or null when signed out. */
  session: StoredSession | null;
  /** Stores a fresh session after sign-in or sign-up. */
  startSession: (session: StoredSession) => void;
  /** Forgets the session locally: clears local storage and every cached answer. */
  endSession: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
