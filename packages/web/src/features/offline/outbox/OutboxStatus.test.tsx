import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../api/session';
import { envelope, renderWithRouter } from '../../../test/render';
import { callsTo, stubApi } from '../../../test/testApi';
import { OutboxStatus } from './OutboxStatus';
import { outboxStore } from './outboxStore';
import { newItem } from './queueWrite';

const USER = 'User000001';
const note = (text: string, userId = USER) =>
  newItem({ kind: 'note', siteId: 'Site000001', payload: { timestamp: '2026-11-27T14:00:00.000Z', note: text } }, userId);

describe('OutboxStatus', () => {
  // A new token per test: the tab's sender stays paused for a token that got a 401.
  let session = 0;
  beforeEach(() => writeSession({ token: `token-${++session}`, userId: USER }));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    for (const userId of [USER, 'User000002']) for (const item of await outboxStore().list(userId)) await outboxStore().remove(item.id);
    localStorage.clear();
  });

  it('says nothing when nothing waits', async () => {
    const fetchMock = stubApi({});
    renderWithRouter(<OutboxStatus />);
    // The frame's account calls have run, and the queue was read.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await outboxStore().list(USER)).toEqual([]);
    expect(screen.queryByTestId('outbox-status')).toBeNull();
  });

  it('a session that ended: "Sign in again to send 2 waiting changes", a link to sign in, the others’ changes said apart', async () => {
    const first = note('Hail on the north half');
    await outboxStore().put(first);
    await outboxStore().put(note('Valve 3 leaking'));
    await outboxStore().put(note('Someone else’s note', 'User000002'));
    const fetchMock = stubApi({ 'POST /notes/add/Site000001': () => envelope(401, null, 'Your session has ended.', 'Unauthorized') });
    renderWithRouter(<OutboxStatus />);

    const line = await screen.findByText('Sign in again to send 2 waiting changes');
    expect(line).toBeTruthy();
    expect(screen.getByRole('link', { name: /Sign in/ }).getAttribute('href')).toBe('/logout');
    // Paused after the first 401: the second note was not tried, and both are still kept.
    expect(callsTo(fetchMock, 'POST /notes/add/Site000001').map((c) => (c.body as { clientId: string }).clientId)).toEqual([first.id]);
    expect(await outboxStore().list(USER)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(
      await screen.findByText(/1 change saved on this device by another account will be sent when that account signs in here again\./),
    ).toBeTruthy();
    expect(screen.getAllByTestId('outbox-item').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Note: Hail on the north half'),
      expect.stringContaining('Note: Valve 3 leaking'),
    ]);
  });

  it('signed in as another user: the first user’s changes are not sent, and the line says whose they are', async () => {
    await outboxStore().put(note('Left by the farm admin', 'User000002'));
    const fetchMock = stubApi({ 'POST /notes/add/Site000001': () => envelope(200, {}) });
    renderWithRouter(<OutboxStatus />);
    expect(
      await screen.findByText('1 change saved on this device by another account will be sent when that account signs in here again.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /notes/add/Site000001')).toEqual([]);
    expect(await outboxStore().list('User000002')).toHaveLength(1);
  });

  it('a conflict: "1 change couldn’t be sent", the server’s sentence kept; Discard asks first', async () => {
    await outboxStore().put(note('Pivot stuck'));
    stubApi({ 'POST /notes/add/Site000001': () => envelope(404, null, 'This site was deleted.', 'NotFound') });
    renderWithRouter(<OutboxStatus />);

    expect(await screen.findByText("1 change couldn't be sent")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect((await screen.findByTestId('outbox-problem')).textContent).toBe("Couldn't send: This site was deleted.");
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Discard this note? It will not be sent.')).toBeTruthy();
    expect(await outboxStore().list(USER)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, discard this note' }));
    await waitFor(async () => expect(await outboxStore().list(USER)).toEqual([]));
    await waitFor(() => expect(screen.queryByTestId('outbox-status')).toBeNull());
  });
});
