import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DELETE_RANGE_ERROR } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../../test/render';
import { CONFIRM_TITLE } from './ConfirmDialog';
import { DELETE_PERMANENTLY_MESSAGE, DeleteDataControl } from './DeleteDataControl';
import { callsTo, stubApi } from '../../../test/testApi';

const GRAPH = 'DELETE /stem/graph-data/Site000001/0xabc';
const PHANT = 'DELETE /stem/phant-data/Site000001/0xabc';

function openPanel() {
  renderWithRouter(<DeleteDataControl siteObjId="Site000001" twigId="0xabc" timeZone="America/Chicago" />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete Data' }));
  return screen.getByRole('dialog', { name: 'Delete Data' });
}

/** 06:00 to 08:00 on 5 July 2026 in Chicago: 11:00 to 13:00 UTC. */
function chooseTwoHours(panel: HTMLElement) {
  fireEvent.change(within(panel).getByLabelText(/From/), { target: { value: '2026-07-05T06:00' } });
  fireEvent.change(within(panel).getByLabelText(/To/), { target: { value: '2026-07-05T08:00' } });
}

const RANGE = { fromDate: '2026-07-05T11:00:00.000Z', toDate: '2026-07-05T13:00:00.000Z' };
const query = (url: URL) => Object.fromEntries(url.searchParams);

describe('DeleteDataControl (spec 001 §2.8, §4, §5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the last hour, and refuses a timeframe shorter than an hour', () => {
    stubApi({});
    const panel = openPanel();
    const from = (within(panel).getByLabelText(/From/) as HTMLInputElement).value;
    const to = (within(panel).getByLabelText(/To/) as HTMLInputElement).value;
    expect(Date.parse(`${to}:00Z`) - Date.parse(`${from}:00Z`)).toBe(3_600_000);
    const deleteButton = within(panel).getByRole('button', { name: 'Delete' });
    expect(deleteButton.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(DELETE_RANGE_ERROR)).toBeNull();

    fireEvent.change(within(panel).getByLabelText(/From/), { target: { value: '2026-07-05T06:00' } });
    fireEvent.change(within(panel).getByLabelText(/To/), { target: { value: '2026-07-05T06:59' } });
    expect(within(panel).getByTestId('delete-range-error').textContent).toBe(DELETE_RANGE_ERROR);
    expect(deleteButton.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(panel).getByLabelText(/To/), { target: { value: '2026-07-05T07:00' } });
    expect(screen.queryByText(DELETE_RANGE_ERROR)).toBeNull();
    expect(deleteButton.hasAttribute('disabled')).toBe(false);
  });

  it('hides the graph data on the first yes and deletes the raw data on the second', async () => {
    const fetchMock = stubApi({
      [GRAPH]: () => envelope(200, { readings: 24 }, 'Graph data deleted'),
      [PHANT]: () => envelope(200, { readings: 23 }, 'Data deleted'),
    });
    const panel = openPanel();
    chooseTwoHours(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));

    const first = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
    expect(within(first).getByText('Graph data from 05 Jul 2026 6:00 to 05 Jul 2026 8:00 (America/Chicago) will be removed.')).toBeTruthy();
    expect(callsTo(fetchMock, GRAPH)).toHaveLength(0);
    fireEvent.click(within(first).getByRole('button', { name: 'Yes' }));

    const second = await screen.findByText(DELETE_PERMANENTLY_MESSAGE);
    expect(callsTo(fetchMock, GRAPH).map((call) => query(call.url))).toEqual([RANGE]);
    expect(callsTo(fetchMock, PHANT)).toHaveLength(0);
    fireEvent.click(within(second.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Yes' }));

    expect((await screen.findByTestId('flash')).textContent).toContain(
      '24 readings removed from the graphs; 23 readings deleted permanently.',
    );
    expect(callsTo(fetchMock, PHANT).map((call) => query(call.url))).toEqual([RANGE]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stops after the graph data when the second question is answered No', async () => {
    const fetchMock = stubApi({
      [GRAPH]: () => envelope(200, { readings: 1 }, 'Graph data deleted'),
      [PHANT]: () => envelope(200, { readings: 1 }, 'Data deleted'),
    });
    const panel = openPanel();
    chooseTwoHours(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFIRM_TITLE })).getByRole('button', { name: 'Yes' }));
    const second = (await screen.findByText(DELETE_PERMANENTLY_MESSAGE)).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'No' }));

    expect((await screen.findByTestId('flash')).textContent).toContain('1 reading removed from the graphs.');
    expect(callsTo(fetchMock, GRAPH)).toHaveLength(1);
    expect(callsTo(fetchMock, PHANT)).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message in the first question when hiding fails, and goes no further', async () => {
    const fetchMock = stubApi({ [GRAPH]: () => envelope(403, null, 'You may not delete data of this site.', 'Forbidden') });
    const panel = openPanel();
    chooseTwoHours(panel);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete' }));
    const first = await screen.findByRole('dialog', { name: CONFIRM_TITLE });
    fireEvent.click(within(first).getByRole('button', { name: 'Yes' }));

    expect((await within(first).findByRole('alert')).textContent).toBe('You may not delete data of this site.');
    expect(screen.queryByText(DELETE_PERMANENTLY_MESSAGE)).toBeNull();
    expect(callsTo(fetchMock, PHANT)).toHaveLength(0);
  });
});
