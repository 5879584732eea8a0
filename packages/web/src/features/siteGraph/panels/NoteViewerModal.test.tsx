import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteNote } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../../test/render';
import { CONFIRM_TITLE } from './ConfirmDialog';
import { NoteViewerModal } from './NoteViewerModal';
import { callsTo, stubApi } from '../../../test/testApi';

const mine: SiteNote = {
  objectId: 'Note000001',
  timestamp: '2026-07-05T12:05:00.000Z',
  note: 'Irrigated north half',
  createdBy: { objectId: 'User000001', name: 'Ada Grower' },
  canDelete: true,
};
const theirs: SiteNote = {
  objectId: 'Note000002',
  timestamp: '2026-12-31T23:59:00.000Z',
  note: 'Frost overnight',
  createdBy: { objectId: 'User000002', name: 'Ben Dealer' },
  canDelete: false,
};

function open(notes: SiteNote[]) {
  const onClose = vi.fn();
  renderWithRouter(<NoteViewerModal notes={notes} timeZone="America/Chicago" siteObjId="Site000001" onClose={onClose} />);
  return { onClose };
}

describe('NoteViewerModal (spec 001 §2.8, §9)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each note’s time as MM/DD/YY HH:mm in the farm’s zone, its text and author', () => {
    stubApi({});
    open([mine, theirs]);
    const dialog = screen.getByRole('dialog', { name: 'Notes' });
    expect(
      within(dialog)
        .getAllByTestId('note-time')
        .map((time) => time.textContent),
    ).toEqual(['07/05/26 07:05', '12/31/26 17:59']);
    expect(within(dialog).getByText('Irrigated north half')).toBeTruthy();
    expect(within(dialog).getByText('By Ada Grower')).toBeTruthy();
    expect(within(dialog).getByText('Frost overnight')).toBeTruthy();
    // Only the note the caller may delete has the delete icon.
    expect(within(dialog).getAllByRole('button', { name: 'Delete note' })).toHaveLength(1);
  });

  it('closes with the Close button under the note', () => {
    stubApi({});
    const { onClose } = open([theirs]);
    expect(screen.queryByRole('button', { name: 'Delete note' })).toBeNull();
    // The header's × is also named Close; the footer's button is the last.
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks before deleting: No keeps the note, Yes deletes it and closes the viewer', async () => {
    const fetchMock = stubApi({ 'DELETE /notes/delete/Note000001': () => envelope(200, { objectId: 'Note000001' }, 'Note deleted') });
    const { onClose } = open([mine]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete note' }));
    const confirm = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /notes/delete/Note000001')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete note' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'DELETE /notes/delete/Note000001')).toHaveLength(1);
  });

  it('keeps the question open with the server’s message when deleting fails', async () => {
    stubApi({
      'DELETE /notes/delete/Note000001': () => envelope(403, null, 'Only the note’s author or an admin may delete it.', 'Forbidden'),
    });
    const { onClose } = open([mine]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete note' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the note’s author or an admin may delete it.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
