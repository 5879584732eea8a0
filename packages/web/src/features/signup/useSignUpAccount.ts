import type { Preference, Profile } from '@tilth/domain';
import { useAccount } from '../auth/useAccount';

/**
 * The setup steps come right after sign-up, outside the dashboard's guard: they need the new
 * session's profile, and send anyone without one to sign in.
 */
export function useSignUpAccount(): { profile: Profile; preference: Preference } | null {
  const account = useAccount();
  return account.status === 'ready' ? account : null;
}
