import type { Preference, Profile } from '@tilth/domain';

type LandingPreference = Pick<Preference, 'selectedFarm'> & Partial<Pick<Preference, 'defaultLanding' | 'lastVisitedFarms'>>;

/**
 * Where bare /dashboard leads (spec 000 §2.1): a farm user's own farm, else the farm chosen in
 * preferences — the last farm visited when that is the default landing, the selected farm
 * otherwise — else the farms list.
 */
export function dashboardLanding(profile: Pick<Profile, 'farm'>, preference: LandingPreference): string {
  const chosen = preference.defaultLanding?.lastFarmVisited ? preference.lastVisitedFarms?.[0] : preference.selectedFarm;
  const farmId = profile.farm?.objectId || chosen;
  return farmId ? `/farm/${encodeURIComponent(farmId)}/sites` : '/dashboard/farms';
}
