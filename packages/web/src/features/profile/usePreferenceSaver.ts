import { useQueryClient } from '@tanstack/react-query';
import { mergePreference, type Preference, type PreferenceUpdate } from '@tilth/domain';
import { useCallback } from 'react';
import { fieldNotUpdated, fieldUpdated } from '../../ui/apiMessages';
import type { Flash } from '../../ui/flash';
import { updatePreference } from '../auth/authApi';
import { accountKeys } from '../auth/useAccount';

/**
 * Saves preference fields (PUT /user/details) and says how it went. The choice shows at once;
 * if the server refuses it, the previous preference comes back.
 */
export function usePreferenceSaver(userId: string, flash: Flash) {
  const queryClient = useQueryClient();
  return useCallback(
    async (update: PreferenceUpdate, label: string) => {
      const key = accountKeys.preference(userId);
      const before = queryClient.getQueryData<Preference>(key);
      if (before) queryClient.setQueryData(key, mergePreference(before, update));
      try {
        queryClient.setQueryData(key, await updatePreference(update));
        flash.show('success', fieldUpdated(label));
      } catch (error) {
        if (before) queryClient.setQueryData(key, before);
        flash.show('error', fieldNotUpdated(error, label));
      }
    },
    [userId, queryClient, flash],
  );
}
