import type { Preference, PreferenceUpdate, Profile, SigninBody, SigninData } from '@tilth/domain';
import { api } from '../../api/client';

export const SIGNIN_PATH = '/user/signin';

export function signIn(body: SigninBody): Promise<SigninData> {
  return api.post<SigninData>(SIGNIN_PATH, body);
}

export function logOut(): Promise<unknown> {
  return api.post('/user/logout');
}

export function fetchProfile(userId: string, signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(`/user/${encodeURIComponent(userId)}`, signal);
}

// The documented API spells this path with a trailing slash for reads.
export async function fetchPreference(signal?: AbortSignal): Promise<Preference> {
  return (await api.get<{ preference: Preference }>('/user/details/', signal)).preference;
}

export async function updatePreference(update: PreferenceUpdate): Promise<Preference> {
  return (await api.put<{ preference: Preference }>('/user/details', update)).preference;
}
