/**
 * The stored session (spec 000 §3, §9): the token and user id live in localStorage under the
 * keys `token` and `userId`, as clients of the documented API expect.
 */
export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userId';

export interface StoredSession {
  token: string;
  userId: string;
}

export function readSession(): StoredSession | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const userId = localStorage.getItem(USER_ID_KEY);
  return token && userId ? { token, userId } : null;
}

export function writeSession(session: StoredSession): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(USER_ID_KEY, session.userId);
}

/** Logout clears all of local storage (spec 000 §4), not only the session keys. */
export function clearStorage(): void {
  localStorage.clear();
}
