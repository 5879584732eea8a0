import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SensorApiCard } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
import ThirdPartySensorCard, { DATA_UPDATED } from './ThirdPartySensorCard';

const CARD: SensorApiCard = {
  siteObjectId: 'site1',
  hardwareType: '36" Sentek Drill & Drop(9 sensors)',
  provider: 'sentek-api',
  editable: true,
  sentekData: { apiKey: '••••1234', apiKeySet: true, loggerName: 'North 1', loggerId: '' },
  agsenseData: null,
  lastPolledAt: '2026-11-24T08:00:00.000Z',
  lastImportedAt: '2026-11-24T07:30:00.000Z',
  lastError: 'IrriMAX Live refused the request: Invalid API key',
};

// Mantine adds a required mark to the label while editing.
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('ThirdPartySensorCard (spec 002 §2.2 row 3, §6, §8)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the masked key and the last error read-only; Edit → Save sends the details and returns to read-only', async () => {
    const fetchMock = stubApi({
      'GET /site/site1/sensor-api': () => envelope(200, CARD),
      'PUT /site/update/sentek-details/site1': (body) =>
        envelope(200, {
          ...CARD,
          lastError: null,
          sentekData: { ...CARD.sentekData!, loggerName: (body as { loggerName: string }).loggerName },
        }),
    });
    renderWithRouter(<ThirdPartySensorCard siteObjId="site1" />);
    await screen.findByText('IrriMAX Live refused the request: Invalid API key');
    expect(input('API key').value).toBe('••••1234');
    expect(input('Logger name').disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(input('Logger name').disabled).toBe(false);
    expect(input('API key').value).toBe('');
    fireEvent.change(input('Logger name'), { target: { value: 'North 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(DATA_UPDATED);
    expect(callsTo(fetchMock, 'PUT /site/update/sentek-details/site1')[0]!.body).toEqual({ loggerName: 'North 2', loggerId: '' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(input('Logger name').value).toBe('North 2');
    expect(screen.queryByText('IrriMAX Live refused the request: Invalid API key')).toBeNull();
  });

  it('shows the server’s message in a banner on the card when saving fails', async () => {
    stubApi({
      'GET /site/site1/sensor-api': () => envelope(200, CARD),
      'PUT /site/update/sentek-details/site1': () =>
        envelope(400, null, 'Invalid request. loggerName: Logger name is required.', 'ValidationError'),
    });
    renderWithRouter(<ThirdPartySensorCard siteObjId="site1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(input('Logger name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('sensor-api-error').textContent).toContain('Logger name is required.'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('hides Edit when the card is read-only (member roles, zenseio/agsense sites)', async () => {
    stubApi({
      'GET /site/site1/sensor-api': () =>
        envelope(200, {
          ...CARD,
          provider: 'agsense-api',
          editable: false,
          sentekData: null,
          agsenseData: { name: 'Pivot 7', userName: 'grower', serial: 'AG-77', password: '••••', passwordSet: true },
        }),
    });
    renderWithRouter(<ThirdPartySensorCard siteObjId="site1" />);
    await screen.findByDisplayValue('AG-77');
    expect(screen.getByText(/set up by the vendor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
