import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_PLANTING_DATE, ROOT_ACTIVITY_BEFORE_PLANTING, type RootActivityAnswer, type WaterPercolationAnswer } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../../test/render';
import { DataTables } from './DataTables';
import { DATA_NOT_AVAILABLE } from './TableSection';
import { callsTo, stubApi, type FakeHandler } from '../../../test/testApi';

const SITE = 'Site000001';
// 1 June to 10 July 2026, UTC.
const RANGE = { from: Date.UTC(2026, 5, 1) / 1000, to: Date.UTC(2026, 6, 10) / 1000 };

const WP = `/stem/wp-s3-data/${SITE}`;
const IRR = `/stem/get-irrigation-data/${SITE}`;
const RAIN = `/stem/get-rain-fall-data/${SITE}`;
const RA = `/stem/root-activity/${SITE}`;
const RA_PUT = `/stem/ra/${SITE}`;

const emptyAnswers: Record<string, FakeHandler> = {
  [`GET ${WP}`]: () => envelope(200, { depthOptions: [0, 4, 8, 12], rows: [] }),
  [`GET ${IRR}`]: () => envelope(200, { points: [] }),
  [`GET ${RAIN}`]: () => envelope(200, { points: [], simulated: false }),
  [`GET ${RA}`]: () => envelope(200, { plantingDate: null, rows: [] }),
};

function show(plantingDate: string | null = '2026-04-25') {
  renderWithRouter(<DataTables siteObjId={SITE} range={RANGE} timeZone="America/Chicago" plantingDate={plantingDate} />);
}

const table = (testId: string) => screen.getByTestId(testId);
const cells = (testId: string) =>
  within(table(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('DataTables (spec 001 §2.8, §5, §8)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Data not available' in each empty table, with no Edit", async () => {
    stubApi(emptyAnswers);
    show();
    for (const [testId, title] of [
      ['table-water-percolation', 'Water Percolation'],
      ['table-applied-irrigation', 'Applied Irrigation'],
      ['table-rainfall', 'Rainfall'],
      ['table-root-activity', 'Root Activity'],
    ] as const) {
      await waitFor(() => expect(within(table(testId)).getByTestId('table-empty').textContent).toBe(DATA_NOT_AVAILABLE));
      expect(within(table(testId)).getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('asks for the chart’s range in ISO and shows rainfall to 3 and irrigation to 2 decimals in the farm’s dates', async () => {
    const fetchMock = stubApi({
      ...emptyAnswers,
      // Local noon in Chicago; 03:00 UTC on the 6th is still the 5th there.
      [`GET ${RAIN}`]: () => envelope(200, { points: [{ xValue: '2026-07-04T17:00:00.000Z', yValue: 0.12345 }], simulated: true }),
      [`GET ${IRR}`]: () =>
        envelope(200, {
          points: [
            { xValue: '2026-07-06T03:00:00.000Z', yValue: 1.005 },
            { xValue: '2026-07-07T15:00:00.000Z', yValue: 0.5 },
          ],
        }),
    });
    show();
    await waitFor(() => expect(cells('table-rainfall')).toEqual([['Jul 04, 2026', '0.123']]));
    expect(within(table('table-rainfall')).getByText('Simulated weather')).toBeTruthy();
    await waitFor(() =>
      expect(cells('table-applied-irrigation')).toEqual([
        ['Jul 05, 2026', '1.00'],
        ['Jul 07, 2026', '0.50'],
      ]),
    );
    const [rain] = callsTo(fetchMock, `GET ${RAIN}`);
    expect(Object.fromEntries(rain!.url.searchParams)).toEqual({
      startDate: '2026-06-01T00:00:00.000Z',
      endDate: '2026-07-10T00:00:00.000Z',
    });
    const [wp] = callsTo(fetchMock, `GET ${WP}`);
    expect(Object.fromEntries(wp!.url.searchParams)).toEqual({ fromDate: '2026-06-01T00:00:00.000Z', toDate: '2026-07-10T00:00:00.000Z' });
    const [ra] = callsTo(fetchMock, `GET ${RA}`);
    expect(Object.fromEntries(ra!.url.searchParams)).toEqual({ plantingDate: '2026-04-25' });
  });

  it('edits water percolation with the sensor depths and saves only the changed dates, then shows the stored values', async () => {
    let answer: WaterPercolationAnswer = {
      depthOptions: [0, 4, 8, 12],
      rows: [
        { date: '2026-07-01', waterPercolation: 8, waterPercolationManual: null },
        { date: '2026-07-05', waterPercolation: 4, waterPercolationManual: 4 },
        { date: '2026-07-08', waterPercolation: null, waterPercolationManual: 12 },
      ],
    };
    const fetchMock = stubApi({
      ...emptyAnswers,
      [`GET ${WP}`]: () => envelope(200, answer),
      [`PUT ${WP}`]: (body) => {
        const updates = new Map(
          (body as { entries: { date: string; waterPercolationManual: number | null }[] }).entries.map((e) => [
            e.date,
            e.waterPercolationManual,
          ]),
        );
        answer = {
          ...answer,
          rows: answer.rows.map((row) => (updates.has(row.date) ? { ...row, waterPercolationManual: updates.get(row.date)! } : row)),
        };
        return envelope(200, { updated: updates.size }, 'Water percolation updated');
      },
    });
    show();
    await waitFor(() =>
      expect(cells('table-water-percolation')).toEqual([
        ['Jul 01, 2026', '8 in', '—'],
        ['Jul 05, 2026', '4 in', '4 in'],
        ['Jul 08, 2026', '—', '12 in'],
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Edit Water Percolation' }));
    const first = screen.getByRole('combobox', { name: 'WP manual, Jul 01, 2026' }) as HTMLSelectElement;
    expect([...first.options].map((o) => o.textContent)).toEqual(['Not set', '0 in', '4 in', '8 in', '12 in']);
    fireEvent.change(first, { target: { value: '0' } });
    // Changed and changed back: not sent.
    const second = screen.getByRole('combobox', { name: 'WP manual, Jul 05, 2026' });
    fireEvent.change(second, { target: { value: '8' } });
    fireEvent.change(second, { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'WP manual, Jul 08, 2026' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Water Percolation' }));

    await waitFor(() =>
      expect(cells('table-water-percolation')).toEqual([
        ['Jul 01, 2026', '8 in', '0 in'],
        ['Jul 05, 2026', '4 in', '4 in'],
        ['Jul 08, 2026', '—', '—'],
      ]),
    );
    expect(callsTo(fetchMock, `PUT ${WP}`).map((call) => call.body)).toEqual([
      {
        entries: [
          { date: '2026-07-01', waterPercolationManual: 0 },
          { date: '2026-07-08', waterPercolationManual: null },
        ],
      },
    ]);
    expect(callsTo(fetchMock, `GET ${WP}`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit Water Percolation' })).toBeTruthy();
  });

  describe('root activity', () => {
    const answer: RootActivityAnswer = {
      plantingDate: '2026-04-25',
      rows: [
        { sensorId: '0', depthIn: 4, dateOfFirstRA: '2026-05-10', dateOfFirstRAManual: null },
        { sensorId: '1', depthIn: 8, dateOfFirstRA: null, dateOfFirstRAManual: '2026-06-01' },
      ],
    };

    async function editRootActivity(handlers: Record<string, FakeHandler>, plantingDate: string | null) {
      const fetchMock = stubApi({ ...emptyAnswers, [`GET ${RA}`]: () => envelope(200, { ...answer, plantingDate }), ...handlers });
      show(plantingDate);
      await waitFor(() =>
        expect(cells('table-root-activity')).toEqual([
          ['4 in', 'May 10, 2026', '—'],
          ['8 in', '—', 'Jun 01, 2026'],
        ]),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Edit Root Activity' }));
      return fetchMock;
    }
    const dateAt = (depth: string) => screen.getByLabelText(`RA manual, sensor at ${depth}`) as HTMLInputElement;

    it("says 'Invalid Planting Date' when the site has none, and sends nothing", async () => {
      const fetchMock = await editRootActivity({}, null);
      fireEvent.change(dateAt('4 in'), { target: { value: '2026-05-12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Root Activity' }));
      expect((await within(table('table-root-activity')).findByRole('alert')).textContent).toBe(INVALID_PLANTING_DATE);
      expect(callsTo(fetchMock, `PUT ${RA_PUT}`)).toHaveLength(0);
    });

    it('marks a date before planting beside its field, then saves only the changed sensor', async () => {
      const fetchMock = await editRootActivity({ [`PUT ${RA_PUT}`]: () => envelope(200, { updated: 1 }) }, '2026-04-25');
      expect(dateAt('8 in').value).toBe('2026-06-01');
      fireEvent.change(dateAt('4 in'), { target: { value: '2026-04-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Root Activity' }));
      expect(await screen.findByText(ROOT_ACTIVITY_BEFORE_PLANTING)).toBeTruthy();
      expect(dateAt('4 in').getAttribute('aria-invalid')).toBe('true');
      expect(dateAt('8 in').getAttribute('aria-invalid')).not.toBe('true');
      expect(callsTo(fetchMock, `PUT ${RA_PUT}`)).toHaveLength(0);

      fireEvent.change(dateAt('4 in'), { target: { value: '2026-05-12' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Root Activity' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, `PUT ${RA_PUT}`).map((call) => call.body)).toEqual([
          { entries: [{ sensorId: '0', dateOfFirstRAManual: '2026-05-12' }] },
        ]),
      );
      expect(await screen.findByRole('button', { name: 'Edit Root Activity' })).toBeTruthy();
      expect(screen.queryByText(ROOT_ACTIVITY_BEFORE_PLANTING)).toBeNull();
    });

    it('shows the server’s 400 message and stays in editing', async () => {
      await editRootActivity({ [`PUT ${RA_PUT}`]: () => envelope(400, null, 'Sensor 1 is not on this probe', 'BadRequest') }, '2026-04-25');
      fireEvent.change(dateAt('8 in'), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save Root Activity' }));
      expect((await within(table('table-root-activity')).findByRole('alert')).textContent).toBe('Sensor 1 is not on this probe');
      expect(screen.getByRole('button', { name: 'Save Root Activity' })).toBeTruthy();
    });
  });

  it('says so when a table fails to load, and retries', async () => {
    let fail = true;
    stubApi({
      ...emptyAnswers,
      [`GET ${IRR}`]: () => (fail ? envelope(500, null, 'Database unavailable', 'ServerError') : envelope(200, { points: [] })),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show();
    expect((await within(table('table-applied-irrigation')).findByRole('alert')).textContent).toContain(
      'Applied Irrigation could not be loaded: Database unavailable',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry Applied Irrigation' }));
    await waitFor(() => expect(within(table('table-applied-irrigation')).getByTestId('table-empty').textContent).toBe(DATA_NOT_AVAILABLE));
  });
});
