import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { THRESHOLD_PAGE_MESSAGES } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
import { ThresholdSection } from './ThresholdSection';
import { testPage } from '../../test/testThresholdPage';

vi.mock('../../chart/SiteGraphChart', () => ({ SiteGraphChart: () => <div data-testid="chart" /> }));

const RANGE = { from: 0, to: 86_400 };
const NO_SERIES = { data: undefined, isFetching: false };

describe('ThresholdSection (spec 001 §2.9, §4, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists local sensors first with A/M switches; inputs only enabled in M; Save sends the changed column', async () => {
    const fetchMock = stubApi({
      'PATCH /site/site1': () => envelope(200, {}),
    });
    renderWithRouter(<ThresholdSection page={testPage()} series={NO_SERIES} range={RANGE} canEdit />);
    const rows = within(screen.getByTestId('threshold-table')).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('Local sensor');
    expect(rows[3]!.textContent).toContain('6 in');
    const fc = screen.getByLabelText('FC of Probe 6 in') as HTMLInputElement;
    expect(fc.disabled).toBe(true);
    expect(fc.value).toBe('40');

    fireEvent.click(within(screen.getByTestId('threshold-switch-fc')).getByText('M'));
    expect(fc.disabled).toBe(false);
    fireEvent.change(fc, { target: { value: '44.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(THRESHOLD_PAGE_MESSAGES.updateSuccessful);
    expect(screen.getByText(THRESHOLD_PAGE_MESSAGES.updateSuccessfulTitle)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH /site/site1')[0]!.body).toEqual({
      fcValuesEdited: true,
      fcValues: [{ '0': 44.5 }, { '1': 42 }],
      fcValuesLocal: [{ '0': 50 }],
    });
  });

  it('says when saving failed', async () => {
    stubApi({ 'PATCH /site/site1': () => envelope(500, null, 'Database down', 'Internal') });
    renderWithRouter(<ThresholdSection page={testPage()} series={NO_SERIES} range={RANGE} canEdit />);
    fireEvent.click(within(screen.getByTestId('threshold-switch-rp')).getByText('M'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByTestId('threshold-error');
    expect(error.textContent).toContain(THRESHOLD_PAGE_MESSAGES.saveFailed);
  });

  it('runs a recompute: Update In Progress!, then the result when the job is done', async () => {
    let polls = 0;
    const status = (state: string) => ({
      state,
      mode: 'future',
      requestedAt: null,
      finishedAt: null,
      days: state === 'done' ? 12 : null,
      message: null,
    });
    stubApi({
      'POST /site/site1/recompute': () => envelope(202, status('queued')),
      'GET /site/site1/recompute': () => envelope(200, status(++polls > 1 ? 'done' : 'running')),
      'GET /site/site1/thresholds': () => envelope(200, testPage()),
    });
    renderWithRouter(<ThresholdSection page={testPage()} series={NO_SERIES} range={RANGE} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Recompute future values' }));
    await screen.findByText(THRESHOLD_PAGE_MESSAGES.inProgressTitle);
    await waitFor(() => expect(screen.getByTestId('message-dialog-text').textContent).toContain(THRESHOLD_PAGE_MESSAGES.updateSuccessful), {
      timeout: 5000,
    });
    expect(screen.getByTestId('message-dialog-text').textContent).toContain('12 days');
  });

  it('shows a refused recompute’s message', async () => {
    stubApi({ 'POST /site/site1/recompute': () => envelope(409, null, THRESHOLD_PAGE_MESSAGES.alreadyRunning, 'Conflict') });
    renderWithRouter(<ThresholdSection page={testPage()} series={NO_SERIES} range={RANGE} canEdit />);
    fireEvent.click(screen.getByRole('button', { name: 'Recompute all values' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(THRESHOLD_PAGE_MESSAGES.alreadyRunning);
  });

  it('is read-only without the right to edit', () => {
    stubApi({});
    renderWithRouter(<ThresholdSection page={testPage({ canEdit: false })} series={NO_SERIES} range={RANGE} canEdit={false} />);
    for (const name of ['Save', 'Recompute future values', 'Recompute all values']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getAllByRole('textbox').every((input) => (input as HTMLInputElement).disabled)).toBe(true);
  });

  it('says when the site has no threshold sets or no sensors', () => {
    stubApi({});
    renderWithRouter(<ThresholdSection page={testPage({ thresholds: null })} series={NO_SERIES} range={RANGE} canEdit />);
    expect(screen.getByText(THRESHOLD_PAGE_MESSAGES.setsMissing)).toBeTruthy();
    cleanup();
    renderWithRouter(<ThresholdSection page={testPage({ sensors: [] })} series={NO_SERIES} range={RANGE} canEdit />);
    expect(screen.getByText('Data not available')).toBeTruthy();
  });
});
