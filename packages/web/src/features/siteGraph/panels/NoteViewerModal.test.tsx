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
  clientId: null,
  photos: [],
};
const theirs: SiteNote = {
  objectId: 'Note000002',
  timestamp: '2026-12-31T23:59:00.000Z',
  note: 'Frost overnight',
  createdBy: { objectId: 'User000002', name: 'Ben Dealer' },
  canDelete: false,
  clientId: null,
  photos: [],
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const photo = (id: string): SiteNote['photos'][number] => ({
  id,
  url: `/notes/photos/${id}`,
  contentType: 'image/png',
  bytes: PNG.length,
  createdAt: '2026-07-05T12:06:00.000Z',
  clientId: null,
});
const withPhotos: SiteNote = { ...theirs, objectId: 'Note000003', photos: [photo('Photo00001'), photo('Photo00002')] };
const pngAnswer = () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } });

function open(notes: SiteNote[]) {
  const onClose = vi.fn();
  renderWithRouter(<NoteViewerModal notes={notes} timeZone="America/Chicago" siteObjId="Site000001" onClose={onClose} />);
  return { onClose };
}

describe('NoteViewerModal (spec 001 §2.8, §9)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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

  describe('photos (issue 37)', () => {
    it('shows a note’s photos as thumbnails, loaded with the token, and none for a note without', async () => {
      const made: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        made.push(blob as Blob);
        return `blob:photo-${made.length}`;
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      localStorage.setItem('token', 'r:token');
      const fetchMock = stubApi({ 'GET /notes/photos/Photo00001': pngAnswer, 'GET /notes/photos/Photo00002': pngAnswer });
      open([mine, withPhotos]);

      const dialog = screen.getByRole('dialog', { name: 'Notes' });
      const notes = within(dialog).getAllByTestId('note');
      expect(within(notes[0]!).queryByTestId('note-photos')).toBeNull();
      await waitFor(() => expect(within(notes[1]!).getAllByRole('img')).toHaveLength(2));
      const thumbs = within(notes[1]!).getAllByRole('img');
      expect(thumbs.map((img) => [img.getAttribute('alt'), img.getAttribute('src')]).sort()).toEqual([
        ['Photo 1 of 2', expect.stringMatching(/^blob:photo-/)],
        ['Photo 2 of 2', expect.stringMatching(/^blob:photo-/)],
      ]);
      expect(made.map((b) => b.type)).toEqual(['image/png', 'image/png']);
      const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/notes/photos/Photo00001'))!;
      expect((sent[1]?.headers as Record<string, string>).Authorization).toBe('r:token');
    });

    it('opens a photo full size on tap, and goes back to the note', async () => {
      vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:photo');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      stubApi({ 'GET /notes/photos/Photo00001': pngAnswer, 'GET /notes/photos/Photo00002': pngAnswer });
      open([withPhotos]);

      fireEvent.click(screen.getByRole('button', { name: 'Photo 2 of 2: open full size' }));
      const full = await screen.findByRole('dialog', { name: 'Photo' });
      expect((await within(full).findByRole('img')).getAttribute('alt')).toBe('The note’s photo, full size');
      expect(screen.queryByRole('dialog', { name: 'Note' })).toBeNull();
      fireEvent.click(within(full).getByRole('button', { name: 'Back to the note' }));
      expect(await screen.findByRole('dialog', { name: 'Note' })).toBeTruthy();
    });

    it('says so when a photo cannot be loaded', async () => {
      stubApi({ 'GET /notes/photos/Photo00001': () => envelope(404, null, 'Photo not found.', 'NotFound') });
      open([{ ...withPhotos, photos: [photo('Photo00001')] }]);
      expect(await screen.findByText('Photo could not be loaded')).toBeTruthy();
    });
  });
});
