import { invitationEndpoints, signupEndpoints, type SignedUp, type SignupBody } from '@tilth/domain';
import { call } from '../../api/client';

/** GET /invitations/{id}?key=: the invitation behind a sign-up link (404 wrong key, 410 used or expired). */
export const fetchInvitation = (id: string, key: string, signal?: AbortSignal) =>
  call(invitationEndpoints.open, { params: { id }, query: { key }, signal });

/** POST /user/signup/{username}; answers the new user's id and, with autologin, a session token. */
export async function signUp(username: string, body: SignupBody): Promise<SignedUp> {
  const { id, sessionToken } = await call(signupEndpoints.signup, { params: { username }, body });
  return { id, sessionToken };
}
