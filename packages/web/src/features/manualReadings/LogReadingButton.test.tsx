import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../api/session';
import { renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import { announceKept } from '../offline/outbox';
import { currentNotice } from '../offline/outbox/outboxNotice';
import { outboxStore } from '../offline/outbox/outboxStore';
import { LogReadingButton } from './LogReadingButton';

const USER = 'User000001';
const site = { siteObjectId: 'Site000001', siteName: 'North Pivot 1', timeZone: 'America/Chicago' };

describe('LogReadingButton', () => {
  beforeEach(() => writeSession({ token: 'token-1', userId: USER }));
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    announceKept(null);
    for (const item of await outboxStore().list(USER)) await outboxStore().remove(item.id);
    localStorage.clear();
  });

  it('opens "Log a reading" for the site; with no connection the dialog closes and the frame says the reading is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'POST /sites/Site000001/manual-readings': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithRouter(<LogReadingButton site={site} unit="meters" />);
    fireEvent.click(screen.getByRole('button', { name: 'Log a reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log a reading' });
    expect(dialog.textContent).toContain('North Pivot 1');
    expect(screen.getByLabelText(/Depth \(cm\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Depth/), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText(/Soil moisture/), { target: { value: '28' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log a reading' })).toBeNull());
    expect(currentNotice()).toBe("Tilth can't reach the server. Your reading is kept and will be sent when you're back online.");
    expect(await outboxStore().list(USER)).toMatchObject([
      { kind: 'manualReading', siteId: 'Site000001', payload: { value: 28, depthCm: 30 } },
    ]);
  });
});
