import { TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { renderWithRouter } from '../../test/render';
import { ConfigCard, type SaveOutcome } from './ConfigCard';

function renderCard(onSave: () => SaveOutcome, canEdit = true) {
  const onEdit = vi.fn();
  renderWithRouter(
    <ConfigCard title="Hardware" canEdit={canEdit} onEdit={onEdit} onSave={onSave}>
      {(editing) => <TextInput label="Badger ID" defaultValue="B-1" disabled={!editing} />}
    </ConfigCard>,
  );
  return onEdit;
}

const button = (name: string) => screen.getByRole('button', { name });
const badgerDisabled = () => (screen.getByLabelText('Badger ID') as HTMLInputElement).disabled;

describe('ConfigCard (spec 002 §2.2, §4, §8: read-only → Edit → Save)', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('Edit enables the fields and becomes Save; a save returns to read-only with the success message', async () => {
    const onEdit = renderCard(() => Promise.resolve());
    expect(badgerDisabled()).toBe(true);
    fireEvent.click(button('Edit'));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(badgerDisabled()).toBe(false);
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('status')).textContent).toContain('Data updated successfully');
    expect(button('Edit')).toBeTruthy();
    expect(badgerDisabled()).toBe(true);
  });

  it('shows the server message in a banner on the card and stays editable when the save fails', async () => {
    renderCard(() => Promise.reject(new ApiError('Badger ID is already used by another site.', { error: 'Bad Request', status: 400 })));
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toContain('Badger ID is already used by another site.');
    expect(button('Save')).toBeTruthy();
    expect(badgerDisabled()).toBe(false);
  });

  it('a form that is not valid shows its message without a call; nothing changed just returns to read-only', async () => {
    let outcome: SaveOutcome = { invalid: 'Please Enter Dates for all Stages' };
    renderCard(() => outcome);
    fireEvent.click(button('Edit'));
    fireEvent.click(button('Save'));
    expect(screen.getByRole('alert').textContent).toContain('Please Enter Dates for all Stages');
    outcome = 'unchanged';
    fireEvent.click(button('Save'));
    await waitFor(() => expect(button('Edit')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the install-date message for two seconds only, still editing (spec 002 §5)', async () => {
    vi.useFakeTimers();
    try {
      renderCard(() => ({ invalid: 'Install date should have a value.' }));
      fireEvent.click(button('Edit'));
      fireEvent.click(button('Save'));
      expect(screen.getByRole('alert').textContent).toContain('Install date should have a value.');
      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(screen.queryByRole('alert')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(badgerDisabled()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('read-only roles see no Edit or Save', () => {
    renderCard(() => 'unchanged', false);
    expect(screen.queryByRole('button')).toBeNull();
    expect(badgerDisabled()).toBe(true);
  });
});
