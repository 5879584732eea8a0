import { authEndpoints, preferenceEndpoints, profileEndpoints } from '@tilth/domain';
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
