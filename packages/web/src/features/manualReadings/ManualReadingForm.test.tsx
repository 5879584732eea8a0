import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../api/session';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
import { outboxStore } from '../offline/outbox/outboxStore';
import { ManualReadingForm } from './ManualReadingForm';
import { readingRequest, type ReadingEntry } from './manualReadingEntry';

const USER = 'User000001';
const ZONE = 'America/Chicago';
// 2026-07-05 12:05 UTC is 07:05 in Chicago (CDT, UTC−5).
const NOW_MS = Date.UTC(2026, 6, 5, 12, 5);
const NOW = NOW_MS / 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const entry = (change: Partial<ReadingEntry>): ReadingEntry => ({
  kind: 'moisture',
  takenAt: '2026-07-05T07:00',
  depth: '12',
  value: '23.5',
  note: '',
  ...change,
});

describe('the reading typed in the user’s units (readingRequest)', () => {
  it('a hand-probe reading: depth in inches sent in cm, time read in the farm’s zone', () => {
    expect(readingRequest(entry({ note: ' wet spot ' }), 'feetInches', ZONE, NOW)).toEqual({
      body: { kind: 'moisture', takenAt: '2026-07-05T12:00:00.000Z', value: 23.5, depthCm: 30.5, note: 'wet spot' },
    });
    expect(readingRequest(entry({ depth: '30' }), 'meters', ZONE, NOW)).toMatchObject({ body: { depthCm: 30 } });
  });
  it('a rain-gauge reading: inches sent as mm, metric as typed, no depth', () => {
    expect(readingRequest(entry({ kind: 'rain', value: '0.5', depth: '' }), 'feetInches', ZONE, NOW)).toEqual({
      body: { kind: 'rain', takenAt: '2026-07-05T12:00:00.000Z', value: 12.7, note: '' },
    });
    expect(readingRequest(entry({ kind: 'rain', value: '12,5' }), 'meters', ZONE, NOW)).toMatchObject({ body: { value: 12.5 } });
  });
  it('says what to fix, naming each field', () => {
    expect(readingRequest(entry({ takenAt: '', depth: '0', value: '101' }), 'feetInches', ZONE, NOW)).toEqual({
      errors: {
        takenAt: 'Date and time: enter when the reading was taken.',
        depth: 'Depth: type how deep the probe read, in inches, more than 0.',
        value: 'Soil moisture: type a percentage from 0 to 100.',
      },
    });
    expect(readingRequest(entry({ takenAt: '2026-07-06T07:00' }), 'feetInches', ZONE, NOW)).toEqual({
      errors: { takenAt: "Date and time: a reading can't be in the future." },
    });
    expect(readingRequest(entry({ kind: 'rain', value: '40' }), 'feetInches', ZONE, NOW)).toEqual({
      errors: { value: 'Rain: at most 39.4 in.' },
    });
    expect(readingRequest(entry({ depth: '400' }), 'meters', ZONE, NOW)).toEqual({ errors: { depth: 'Depth: at most 300 cm.' } });
  });
});

describe('ManualReadingForm', () => {
  beforeEach(() => writeSession({ token: 'token-1', userId: USER }));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    for (const item of await outboxStore().list(USER)) await outboxStore().remove(item.id);
    localStorage.clear();
  });

  function open() {
    const onSaved = vi.fn();
    renderWithRouter(
      <ManualReadingForm siteId="Site000001" unit="feetInches" timeZone={ZONE} onCancel={() => {}} onSaved={onSaved} now={() => NOW_MS} />,
    );
    return { onSaved };
  }

  it('starts at now in the farm’s zone, hides the depth for a rain gauge, and shows the field’s sentence', () => {
    stubApi({});
    open();
    expect((screen.getByLabelText(/Date and time/) as HTMLInputElement).value).toBe('2026-07-05T07:05');
    expect(screen.getByLabelText(/Depth \(in\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Soil moisture: type a percentage from 0 to 100.')).toBeTruthy();
    fireEvent.click(screen.getByText('Rain gauge'));
    expect(screen.queryByLabelText(/Depth/)).toBeNull();
    expect(screen.getByLabelText(/Rain \(in\)/)).toBeTruthy();
  });

  it('sends the reading with a client id and hands the stored one over', async () => {
    const stored = { id: 'Read000001' };
    const fetchMock = stubApi({ 'POST /sites/Site000001/manual-readings': () => envelope(200, stored) });
    const { onSaved } = open();
    fireEvent.change(screen.getByLabelText(/Depth/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/Soil moisture/), { target: { value: '23.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ kind: 'delivered', reading: stored }));
    expect(callsTo(fetchMock, 'POST /sites/Site000001/manual-readings').map((c) => c.body)).toEqual([
      {
        kind: 'moisture',
        takenAt: '2026-07-05T12:05:00.000Z',
        value: 23.5,
        depthCm: 30.5,
        note: '',
        clientId: expect.stringMatching(UUID),
      },
    ]);
  });

  it('with no connection keeps the reading on the device and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /sites/Site000001/manual-readings': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { onSaved } = open();
    fireEvent.click(screen.getByText('Rain gauge'));
    fireEvent.change(screen.getByLabelText(/Rain \(in\)/), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({
        kind: 'kept',
        reason: 'offline',
        sentence: "Tilth can't reach the server. Your reading is kept and will be sent when you're back online.",
      }),
    );
    expect(await outboxStore().list(USER)).toMatchObject([{ kind: 'manualReading', payload: { kind: 'rain', value: 12.7 } }]);
  });

  it('shows the server’s refusal in the form and keeps nothing', async () => {
    stubApi({
      'POST /sites/Site000001/manual-readings': () => envelope(400, null, 'A rain gauge reading must be from 0 to 1000 mm.', 'BadRequest'),
    });
    const { onSaved } = open();
    fireEvent.click(screen.getByText('Rain gauge'));
    fireEvent.change(screen.getByLabelText(/Rain \(in\)/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A rain gauge reading must be from 0 to 1000 mm.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(await outboxStore().list(USER)).toEqual([]);
  });
});
