import { profileEndpoints, type ProfileUpdate } from '@tilth/domain';
import { call } from '../../api/client';

/** PATCH /user/{id} with the changed fields (spec 000 §7); answers the updated profile. */
export const updateProfile = (userId: string, change: ProfileUpdate) =>
  call(profileEndpoints.update, { params: { id: userId }, body: change });
