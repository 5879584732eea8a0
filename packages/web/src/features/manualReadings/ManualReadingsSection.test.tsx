import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ManualReading } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
import { DELETE_READING_MESSAGE, ManualReadingsSection, NO_READINGS, type ManualReadingsSectionProps } from './ManualReadingsSection';

const LIST = 'GET /sites/Site000001/manual-readings';
const probe: ManualReading = {
  id: 'Read000001',
  siteId: 'Site000001',
  kind: 'moisture',
  takenAt: '2026-07-05T12:30:00.000Z',
  value: 27.5,
  unit: '%',
  depthCm: 30,
  note: 'By tower 3',
  clientId: null,
  createdBy: { objectId: 'User000001', name: 'Ada Grower' },
  createdAt: '2026-07-05T12:31:00.000Z',
};
const rain: ManualReading = {
  ...probe,
  id: 'Read000002',
  kind: 'rain',
  takenAt: '2026-07-04T13:00:00.000Z',
  value: 12.7,
  unit: 'mm',
  depthCm: null,
  note: '',
};

function show(props: Partial<ManualReadingsSectionProps> = {}) {
  renderWithRouter(
    <ManualReadingsSection
      siteId="Site000001"
      from="2026-07-01T00:00:00.000Z"
      to="2026-07-31T00:00:00.000Z"
      timeZone="America/Chicago"
      unit="feetInches"
      {...props}
    />,
  );
}
const rows = () => screen.getAllByTestId('manual-reading');

describe('ManualReadingsSection (issue 37)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the range’s readings newest first in the farm’s time and the user’s units', async () => {
    const fetchMock = stubApi({ [LIST]: () => envelope(200, { readings: [probe, rain] }) });
    show();
    expect(screen.getByRole('heading', { name: 'Manual readings' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('07/05/26 07:30 · Hand probe'),
      expect.stringContaining('07/04/26 08:00 · Rain gauge'),
    ]);
    expect(screen.getAllByTestId('manual-reading-value').map((v) => v.textContent)).toEqual(['27.5% VWC at 12 in', '0.50 in']);
    expect(within(rows()[0]!).getByText('By tower 3')).toBeTruthy();
    expect(callsTo(fetchMock, LIST)[0]!.url.search).toBe('?from=2026-07-01T00%3A00%3A00.000Z&to=2026-07-31T00%3A00%3A00.000Z');
  });

  it('inside a section that draws its own heading (a phone), shows no second heading, only the button and the list', async () => {
    stubApi({ [LIST]: () => envelope(200, { readings: [probe, rain] }) });
    show({ framed: false, addButton: <button type="button">Log a reading</button> });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Manual readings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log a reading' })).toBeTruthy();
  });

  it('shows depths in cm and rain in mm to metric users', async () => {
    stubApi({ [LIST]: () => envelope(200, { readings: [probe, rain] }) });
    show({ unit: 'meters' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByTestId('manual-reading-value').map((v) => v.textContent)).toEqual(['27.5% VWC at 30 cm', '12.7 mm']);
  });

  it('says so while loading, when there are none, and puts the add button in its header', async () => {
    stubApi({ [LIST]: () => envelope(200, { readings: [] }) });
    show({ addButton: <button type="button">Add reading</button> });
    expect(screen.getByText('Loading readings…')).toBeTruthy();
    expect(await screen.findByText(NO_READINGS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add reading' })).toBeTruthy();
  });

  it('shows the server’s message when the list fails', async () => {
    stubApi({ [LIST]: () => envelope(404, null, 'Site not found.', 'NotFound') });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Site not found.');
  });

  it('asks before deleting: No keeps the reading, Yes deletes it and refreshes the list', async () => {
    let listed = [probe, rain];
    const fetchMock = stubApi({
      [LIST]: () => envelope(200, { readings: listed }),
      'DELETE /sites/Site000001/manual-readings/Read000002': () => {
        listed = [probe];
        return envelope(200, { deleted: true }, 'Reading deleted');
      },
    });
    show();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the reading of 07/04/26 08:00' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure ?' });
    expect(within(dialog).getByText(DELETE_READING_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /sites/Site000001/manual-readings/Read000002')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the reading of 07/04/26 08:00' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE /sites/Site000001/manual-readings/Read000002')).toHaveLength(1);
  });

  it('keeps the question open with the server’s message when deleting fails', async () => {
    stubApi({
      [LIST]: () => envelope(200, { readings: [probe] }),
      'DELETE /sites/Site000001/manual-readings/Read000001': () => envelope(404, null, 'That reading was already deleted.', 'NotFound'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the reading of 07/05/26 07:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That reading was already deleted.');
  });
});
