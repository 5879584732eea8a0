import type { Invitation, SignupBody } from '@tilth/domain';
import { api } from '../../api/client';

/** GET /invitations/{id}?key=: the invitation behind a sign-up link (404 wrong key, 410 used or expired). */
export const fetchInvitation = (id: string, key: string, signal?: AbortSignal) =>
  api.get<Invitation>(`/invitations/${encodeURIComponent(id)}?key=${encodeURIComponent(key)}`, signal);

interface SignupAnswer {
  id: string;
  sessionToken: string | null;
  /** The documented API reads the answer at data.data (spec 000 §7). */
  data?: { id: string; sessionToken: string | null };
}

/** POST /user/signup/{username}; answers the new user's id and, with autologin, a session token. */
export async function signUp(username: string, body: SignupBody): Promise<{ id: string; sessionToken: string | null }> {
  const answer = await api.post<SignupAnswer>(`/user/signup/${encodeURIComponent(username)}`, body);
  return answer.data ?? answer;
}
