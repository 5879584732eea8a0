import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { dashboardLanding } from '../auth/dashboardLanding';
import { useSignedInAccount } from '../auth/useAccount';
import { keepLanding } from './keptLanding';

/** Bare /dashboard picks the landing screen from the profile and preferences. */
export function DashboardIndex() {
  const { profile, preference } = useSignedInAccount();
  const landing = dashboardLanding(profile, preference);
  // A farm user's landing is their farm's: the next start from /dashboard begins there (keptLanding.ts).
  const own = profile.farm?.objectId ? landing : null;
  useEffect(() => keepLanding(localStorage, profile.objectId, own), [profile.objectId, own]);
  return <Navigate to={landing} replace />;
}
