import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTE_REQUIRED, type SiteNote } from '@tilth/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../api/session';
import { envelope, renderWithRouter } from '../../../test/render';
import { announceKept } from '../../offline/outbox';
import { currentNotice } from '../../offline/outbox/outboxNotice';
import { outboxStore } from '../../offline/outbox/outboxStore';
import { AddNoteModal } from './AddNoteModal';
import { callsTo, stubApi } from '../../../test/testApi';

const USER = 'User000001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// 2026-07-05 12:05 UTC is 07:05 in Chicago (CDT, UTC−5).
const JULY_5_1205_UTC = Date.UTC(2026, 6, 5, 12, 5) / 1000;

const stored: SiteNote = {
  objectId: 'Note000001',
  timestamp: '2026-07-05T12:05:00.000Z',
  note: 'Irrigated north half',
  createdBy: { objectId: 'User000001', name: 'Ada Grower' },
  canDelete: true,
  clientId: null,
  photos: [],
};

function open(props: Partial<Parameters<typeof AddNoteModal>[0]> = {}) {
  const onClose = vi.fn();
  const onAdded = vi.fn();
  renderWithRouter(
    <AddNoteModal
      siteObjId="Site000001"
      opened
      onClose={onClose}
      onAdded={onAdded}
      defaultTime={JULY_5_1205_UTC}
      timeZone="America/Chicago"
      {...props}
    />,
  );
  return { onClose, onAdded };
}

const addButton = () => screen.getByRole('button', { name: 'Add' });
const noteField = () => screen.getByRole('textbox', { name: /Note/ });

describe('AddNoteModal (spec 001 §2.8, §5)', () => {
  beforeEach(() => writeSession({ token: 'token-1', userId: USER }));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    announceKept(null);
    // The queue lives in IndexedDB: empty it so one test's kept note is not sent by the next.
    for (const item of await outboxStore().list(USER)) await outboxStore().remove(item.id);
    localStorage.clear();
  });

  it('starts at the given time in the farm’s zone with Add disabled until there is text', () => {
    stubApi({});
    open();
    expect(screen.getByRole('dialog', { name: 'Add notes' })).toBeTruthy();
    expect((screen.getByLabelText(/Date/) as HTMLInputElement).value).toBe('2026-07-05T07:05');
    expect(screen.getByText('Time zone: America/Chicago')).toBeTruthy();
    expect(addButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(noteField(), { target: { value: 'Checked the valve' } });
    expect(addButton().hasAttribute('disabled')).toBe(false);
  });

  it("says 'Please enter note' when the note is left empty or blank", () => {
    stubApi({});
    open();
    expect(screen.queryByText(NOTE_REQUIRED)).toBeNull();
    fireEvent.change(noteField(), { target: { value: '   ' } });
    fireEvent.blur(noteField());
    expect(screen.getByText(NOTE_REQUIRED)).toBeTruthy();
    expect(addButton().hasAttribute('disabled')).toBe(true);
  });

  it('posts the time as ISO and the trimmed note, then closes and hands the note over', async () => {
    const fetchMock = stubApi({ 'POST /notes/add/Site000001': () => envelope(200, stored, 'Note added') });
    const { onClose, onAdded } = open();
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-07-05T08:30' } });
    fireEvent.change(noteField(), { target: { value: '  Irrigated north half  ' } });
    fireEvent.click(addButton());

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(stored));
    expect(onClose).toHaveBeenCalledOnce();
    const bodies = callsTo(fetchMock, 'POST /notes/add/Site000001').map((call) => call.body);
    expect(bodies).toEqual([
      { timestamp: '2026-07-05T13:30:00.000Z', note: 'Irrigated north half', clientId: expect.stringMatching(UUID) },
    ]);
    // Delivered: nothing is left waiting on the device.
    expect(await outboxStore().list(USER)).toEqual([]);
  });

  it('shows the server’s message under the form and stays open', async () => {
    stubApi({ 'POST /notes/add/Site000001': () => envelope(404, null, 'Site not found.', 'NotFound') });
    const { onClose, onAdded } = open();
    fireEvent.change(noteField(), { target: { value: 'Hail damage' } });
    fireEvent.click(addButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Site not found.');
    expect(onClose).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('with no connection keeps the note on the device, closes and says so (issue 37)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /notes/add/Site000001': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { onClose, onAdded } = open();
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: '2026-07-05T08:30' } });
    fireEvent.change(noteField(), { target: { value: 'Hail damage on the north half' } });
    fireEvent.click(addButton());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onAdded).not.toHaveBeenCalled();
    expect(currentNotice()).toBe("Tilth can't reach the server. Your note is kept and will be sent when you're back online.");
    const kept = await outboxStore().list(USER);
    expect(kept).toMatchObject([
      {
        kind: 'note',
        siteId: 'Site000001',
        state: 'waiting',
        payload: { timestamp: '2026-07-05T13:30:00.000Z', note: 'Hail damage on the north half' },
      },
    ]);
    expect(kept[0]!.id).toMatch(UUID);
  });

  it('says so when a chosen picture cannot be read, and Add still sends the note without it', async () => {
    stubApi({});
    open();
    const picture = new File([new Uint8Array([1, 2, 3])], 'IMG_1.HEIC', { type: 'image/heic' });
    fireEvent.change(screen.getByTestId('note-photo-input'), { target: { files: [picture] } });
    expect(await screen.findByText('This photo could not be read. Choose a JPEG, PNG or WebP photo.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'The photo to add to the note' })).toBeNull();
    fireEvent.change(noteField(), { target: { value: 'Checked the valve' } });
    expect(addButton().hasAttribute('disabled')).toBe(false);
  });
});
