import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isUnauthorized } from '../../api/errors';
import { clearStorage, readSession, TOKEN_KEY, writeSession, type StoredSession } from '../../api/session';
import { SessionContext } from './sessionContext';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(readSession);

  const startSession = useCallback(
    (next: StoredSession) => {
      queryClient.clear();
      writeSession(next);
      setSession(next);
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    clearStorage();
    setSession(null);
    queryClient.clear();
  }, [queryClient]);

  // A 401 on any read means the token expired or was revoked elsewhere: treat the user as signed out.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) endSession();
      }),
    [queryClient, endSession],
  );

  // Signing out (or in) in another tab changes the token under us; follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_KEY) {
        queryClient.clear();
        setSession(readSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  // Signed out (here, in another tab, or by an expired token): the sign-in page follows the system,
  // whatever the last user chose. Signed in, the shell applies the user's theme (useThemePreference).
  const { clearColorScheme } = useMantineColorScheme();
  useEffect(() => {
    if (!session) clearColorScheme();
  }, [session, clearColorScheme]);

  const value = useMemo(() => ({ session, startSession, endSession }), [session, startSession, endSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
