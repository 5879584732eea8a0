import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../api/errors';
import { fieldNotUpdated, fieldUpdated, loadFailed } from './apiMessages';

describe('spec 000 §8 messages', () => {
  it('words field saves', () => {
    expect(fieldUpdated('Phone')).toBe("'Phone' updated");
    expect(fieldNotUpdated(new ApiError('Phone is too long', { status: 400 }), 'Phone')).toBe(
      "Phone is too long: 'Phone' could not be updated",
    );
    expect(fieldNotUpdated(networkError(), 'Phone')).toBe(
      "'Phone' could not be updated. Tilth can't reach the server. Check your connection and try again — what you typed is still here.",
    );
  });

  it("says 'You might be offline' when no answer arrived, else the server's message", () => {
    const offline = networkError();
    expect(loadFailed('Accounts could not be loaded', offline)).toBe('Accounts could not be loaded: You might be offline');
    expect(loadFailed('Accounts could not be loaded', new ApiError('Account not found.', { status: 404 }))).toBe(
      'Accounts could not be loaded: Account not found.',
    );
  });
});
