import { useQueryClient } from '@tanstack/react-query';
import type { Preference } from '@tilth/domain';
import { useEffect } from 'react';
import { recordFarmVisit } from '../auth/authApi';
import { accountKeys } from '../auth/useAccount';

/**
 * Records each farm whose sites page opens, once it has loaded, so the 'Last farm visited'
 * landing (spec 000 §9) has somewhere to go. A failed record only costs the landing.
 */
export function useRecordFarmVisit(userId: string, farmId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!farmId) return;
    let current = true;
    recordFarmVisit(farmId)
      .then(({ lastVisitedFarms }) => {
        // Only this field: a preference changed meanwhile on this page (the sort) stays as it is.
        if (current) queryClient.setQueryData<Preference>(accountKeys.preference(userId), (old) => old && { ...old, lastVisitedFarms });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [farmId, userId, queryClient]);
}
