import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { fieldNotUpdated, fieldUpdated, loadFailed } from './apiMessages';

describe('spec 000 §8 messages', () => {
  it('words field saves', () => {
    expect(fieldUpdated('Phone')).toBe("'Phone' updated");
    expect(fieldNotUpdated(new ApiError('Phone is too long', { status: 400 }), 'Phone')).toBe(
      "Phone is too long: 'Phone' could not be updated",
    );
  });

  it("says 'You might be offline' when no answer arrived, else the server's message", () => {
    const offline = new ApiError('Failed to connect to /user/u1/organisations', { status: 0, error: 'NetworkError' });
    expect(loadFailed('Accounts could not be loaded', offline)).toBe('Accounts could not be loaded: You might be offline');
    expect(loadFailed('Accounts could not be loaded', new ApiError('Account not found.', { status: 404 }))).toBe(
      'Accounts could not be loaded: Account not found.',
    );
  });
});
