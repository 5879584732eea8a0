import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultAlertPreferences, type AlertPreferences } from '@tilth/domain/notifications/preferences';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { AlertPreferencesCard } from './AlertPreferencesCard';

const farms = [{ objectId: 'Farm000001', name: 'North Pivot Farm', timeZone: 'America/Chicago' }];

describe('Alerts on Edit Profile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const flash = { show: vi.fn(), banner: null };
  let saved: AlertPreferences[] = [];

  beforeEach(() => {
    saved = [];
    fetchMock.mockReset();
    flash.show.mockReset();
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        const preferences = JSON.parse(String(init.body)) as AlertPreferences;
        saved.push(preferences);
        return envelope(200, { preferences, farms });
      }
      return envelope(200, { preferences: defaultAlertPreferences(), farms });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Issue 27: 'Cannot read properties of null (reading 'checked')'. Once the form has had one
  // update, React runs the next updater while rendering, after the event's currentTarget is
  // cleared; an updater that read the event then threw. Every control is changed after another.
  it('switches quiet hours and the digest on after another change, edits the hours, and saves them all', async () => {
    renderWithRouter(<AlertPreferencesCard flash={flash} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Below refill point: e-mail' }));
    fireEvent.click(screen.getByRole('switch', { name: /^Quiet hours/ }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '22:30' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '06:15' } });
    fireEvent.click(screen.getByRole('switch', { name: /^Daily digest/ }));

    expect((screen.getByRole('switch', { name: /^Quiet hours/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Daily digest/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => expect(flash.show).toHaveBeenCalledWith('success', "'Alerts' updated"));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      kinds: { belowRefill: { inApp: true, email: true } },
      quietHours: { enabled: true, start: '22:30', end: '06:15' },
      digest: true,
    });
  });

  it('chooses the weekly irrigation plan e-mail', async () => {
    renderWithRouter(<AlertPreferencesCard flash={flash} />);
    const weekly = await screen.findByRole('switch', { name: /^Weekly irrigation plan/ });
    expect((weekly as HTMLInputElement).checked).toBe(false);
    fireEvent.click(weekly);
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ irrigationPlan: true, digest: false });
  });
});
