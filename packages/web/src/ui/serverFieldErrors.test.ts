import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { DUPLICATE_EMAIL, DUPLICATE_USER_ID, serverFieldErrors } from './serverFieldErrors';

describe('serverFieldErrors', () => {
  it('marks the field a duplicate names, with the duplicate message', () => {
    const userId = new ApiError(DUPLICATE_USER_ID, { status: 500, fields: ['userId'] });
    expect(serverFieldErrors(userId, { userId: 'userId', invitedToEmail: 'invitedToEmail' })).toEqual([
      { field: 'userId', message: DUPLICATE_USER_ID },
    ]);
    const email = new ApiError(DUPLICATE_EMAIL, { status: 500, fields: ['users.1.email'] });
    expect(serverFieldErrors(email, { 'users.1.email': 'invites.3.email' })).toEqual([
      { field: 'invites.3.email', message: DUPLICATE_EMAIL },
    ]);
  });

  it('ignores fields the form does not have and errors that are not API errors', () => {
    expect(serverFieldErrors(new ApiError('x', { status: 400, fields: ['invitedBy'] }), { userId: 'userId' })).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), { userId: 'userId' })).toEqual([]);
  });
});
