// Deep imports: the package's index would bring every feature's schemas along.
import { profileEndpoints } from '@tilth/domain/profile/profileEndpoints';
import { authEndpoints } from '@tilth/domain/auth/endpoints';
import { preferenceEndpoints } from '@tilth/domain/preferences/endpoints';
import type { Preference, PreferenceUpdate, Profile, SigninBody, SigninData } from '@tilth/domain';
import { call } from '../../api/client';

export function signIn(body: SigninBody): Promise<SigninData> {
  return call(authEndpoints.signin, { body });
}

export function logOut(): Promise<null> {
  return call(authEndpoints.logout);
}

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return call(profileEndpoints.read, { params: { id: userId }, signal });
}

export async function fetchPreference(signal?: AbortSignal): Promise<Preference> {
  return (await call(preferenceEndpoints.read, { signal })).preference;
}

export async function updatePreference(update: PreferenceUpdate): Promise<Preference> {
  return (await call(preferenceEndpoints.update, { body: update })).preference;
}

/** Records a visit to a farm's sites (lastVisitedFarms, newest first). */
export async function recordFarmVisit(farmId: string): Promise<Preference> {
  return (await call(preferenceEndpoints.visitFarm, { body: { farmId } })).preference;
}
