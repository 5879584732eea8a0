import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../../test/render';
import { callsTo, stubApi } from '../../../test/testApi';
import { DataTables } from './DataTables';

const SITE = 'Site000001';
const RANGE = { from: Date.UTC(2026, 5, 1) / 1000, to: Date.UTC(2026, 6, 10) / 1000 };
const WP = `GET /stem/wp-s3-data/${SITE}`;
const IRR = `GET /stem/get-irrigation-data/${SITE}`;
const RAIN = `GET /stem/get-rain-fall-data/${SITE}`;
const RA = `GET /stem/root-activity/${SITE}`;

describe('DataTables on a phone (deferred, issue 37)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each table as a closed section and asks for its rows only when it is opened', async () => {
    const fetchMock = stubApi({
      [WP]: () => envelope(200, { depthOptions: [0, 4], rows: [] }),
      [IRR]: () => envelope(200, { points: [] }),
      [RAIN]: () => envelope(200, { points: [{ xValue: RANGE.from + 86_400, yValue: 0.25 }], simulated: false }),
      [RA]: () => envelope(200, { plantingDate: null, rows: [] }),
    });
    renderWithRouter(
      <DataTables
        siteObjId={SITE}
        range={RANGE}
        timeZone="America/Chicago"
        plantingDate={null}
        deferred
        sections={[{ title: 'Manual readings', testId: 'section-manual', render: () => <p>The readings</p> }]}
      />,
    );

    const headings = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
    expect(headings).toEqual(['Water Percolation', 'Applied Irrigation', 'Rainfall', 'Root Activity', 'Manual readings']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('The readings')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Rainfall' }));
    expect(screen.getByRole('button', { name: 'Rainfall' }).getAttribute('aria-expanded')).toBe('true');
    // The table is named by the section's heading and shows the day's rainfall.
    const table = await screen.findByRole('table', { name: 'Rainfall' });
    expect(table.textContent).toContain('0.250');
    expect(callsTo(fetchMock, RAIN)).toHaveLength(1);
    expect(callsTo(fetchMock, WP)).toHaveLength(0);
    expect(callsTo(fetchMock, RA)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Manual readings' }));
    expect(screen.getByText('The readings')).toBeTruthy();
  });
});
