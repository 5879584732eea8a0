import { Navigate } from 'react-router';
import { dashboardLanding } from '../auth/dashboardLanding';
import { useSignedInAccount } from '../auth/useAccount';

/** Bare /dashboard picks the landing screen from the profile and preferences. */
export function DashboardIndex() {
  const { profile, preference } = useSignedInAccount();
  return <Navigate to={dashboardLanding(profile, preference)} replace />;
}
