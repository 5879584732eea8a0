import type { Preference, Profile } from '@tilth/domain';

/**
 * Where bare /dashboard leads (spec 000 §2.1): a farm user's own farm, else the farm chosen
 * in preferences, else the farms list.
 */
export function dashboardLanding(profile: Pick<Profile, 'farm'>, preference: Pick<Preference, 'selectedFarm'>): string {
  const farmId = profile.farm?.objectId || preference.selectedFarm;
  return farmId ? `/farm/${encodeURIComponent(farmId)}/sites` : '/dashboard/farms';
}
