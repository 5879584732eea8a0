import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTE_REQUIRED, type SiteNote } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_CONNECTION } from '../../../api/errors';
import { envelope, renderWithRouter } from '../../../test/render';
import { AddNoteModal } from './AddNoteModal';
import { callsTo, stubApi } from '../../../test/testApi';

// 2026-07-05 12:05 UTC is 07:05 in Chicago (CDT, UTC−5).
const JULY_5_1205_UTC = Date.UTC(2026, 6, 5, 12, 5) / 1000;

const stored: SiteNote = {
  objectId: 'Note000001',
  timestamp: '2026-07-05T12:05:00.000Z',
  note: 'Irrigated north half',
  createdBy: { objectId: 'User000001', name: 'Ada Grower' },
  canDelete: true,
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
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
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
    expect(callsTo(fetchMock, 'POST /notes/add/Site000001').map((call) => call.body)).toEqual([
      { timestamp: '2026-07-05T13:30:00.000Z', note: 'Irrigated north half' },
    ]);
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

  it('says in words that the server cannot be reached, with no address, and keeps the typed note (issue 27)', async () => {
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

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NO_CONNECTION);
    expect(alert.textContent).not.toMatch(/\/notes|Site000001/);
    expect((noteField() as HTMLTextAreaElement).value).toBe('Hail damage on the north half');
    expect((screen.getByLabelText(/Date/) as HTMLInputElement).value).toBe('2026-07-05T08:30');
    expect(addButton().hasAttribute('disabled')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
