import { useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@tilth/domain';
import { useCallback } from 'react';
import { accountKeys } from '../auth/useAccount';
import { updateProfile } from './profileApi';

/** Saves profile fields and puts the answer in the cache, so the menu and every screen follow. */
export function useProfileSaver(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (change: ProfileUpdate) => {
      const profile = await updateProfile(userId, change);
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      return profile;
    },
    [userId, queryClient],
  );
}
