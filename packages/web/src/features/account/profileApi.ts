import type { Profile, ProfileUpdate } from '@tilth/domain';
import { api } from '../../api/client';

/** PATCH /user/{id} with the changed fields (spec 000 §7); answers the updated profile. */
export const updateProfile = (userId: string, change: ProfileUpdate) => api.patch<Profile>(`/user/${encodeURIComponent(userId)}`, change);
