import type { Preference, Profile } from '@tilth/domain';
import { useQuery } from '@tanstack/react-query';
import { networkError } from '../../api/errors';
import { useSession } from './sessionContext';

// The endpoints (and zod under them) load with the first account call, not with the app's entry:
// the sign-in page, which never calls them, stays light (issue 16).
const authApi = () => import('./authApi');

export const accountKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  preference: (userId: string) => ['preference', userId] as const,
};

export type AccountState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; profile: Profile; preference: Preference };

/** Profile and preferences of the signed-in user, loaded together (spec 000 §2.1, §4). */
export function useAccount(): AccountState {
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const enabled = session !== null;

  const profile = useQuery({
    queryKey: accountKeys.profile(userId),
    queryFn: async ({ signal }) => (await authApi()).fetchProfile(userId, signal),
    enabled,
  });
  const preference = useQuery({
    queryKey: accountKeys.preference(userId),
    queryFn: async ({ signal }) => (await authApi()).fetchPreference(signal),
    enabled,
  });

  if (!enabled) return { status: 'signed-out' };
  if (profile.data && preference.data) return { status: 'ready', profile: profile.data, preference: preference.data };
  // Offline with nothing kept on this device: say so (the session stays; a network error is no 401).
  const error = profile.error ?? preference.error ?? (profile.isPaused || preference.isPaused ? networkError() : null);
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        if (profile.isError || profile.isPaused) void profile.refetch();
        if (preference.isError || preference.isPaused) void preference.refetch();
      },
    };
  }
  return { status: 'loading' };
}

/** For screens behind <RequireAuth>, which only renders once the account is ready. */
export function useSignedInAccount(): { profile: Profile; preference: Preference } {
  const account = useAccount();
  if (account.status !== 'ready') throw new Error('useSignedInAccount used outside a signed-in route');
  return account;
}
