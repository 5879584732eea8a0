import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeyList, ApiKeyView, CreatedApiKey } from '@tilth/domain/apiKeys/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { dateText } from '../../ui/dateText';
import type { Flash } from '../../ui/flash';
import { ApiKeysCard } from './ApiKeysCard';

const weather: ApiKeyView = {
  objectId: 'Key0000001',
  name: 'Weather station sync',
  prefix: 'tk_AbCd',
  scope: 'read',
  farms: [{ objectId: 'Farm000001', name: 'North Pivot Farm' }],
  createdAt: '2026-01-05T15:00:00.000Z',
  expiresAt: '2027-03-01T12:00:00.000Z',
  expired: false,
  lastUsedAt: null,
  lastUsedAddress: null,
};
const script: ApiKeyView = {
  ...weather,
  objectId: 'Key0000002',
  name: 'Irrigation script',
  prefix: 'tk_WxYz',
  scope: 'readWrite',
  farms: [],
  expiresAt: null,
  lastUsedAt: '2026-02-10T09:30:00.000Z',
  lastUsedAddress: '203.0.113.7',
};
const farms = [
  { objectId: 'Farm000001', name: 'North Pivot Farm' },
  { objectId: 'Farm000002', name: 'South Creek Farm' },
];
const SECRET = `tk_${'s'.repeat(43)}`;

describe('ApiKeysCard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const flash: Flash = { show: vi.fn(), banner: null };
  const writeText = vi.fn<(text: string) => Promise<void>>();
  let keys: ApiKeyView[];

  beforeEach(() => {
    keys = [weather, script];
    fetchMock.mockReset();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fetchMock.mockImplementation(async (path, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path === '/user/api-keys') {
        return envelope(200, { userId: 'User000001', keys, farms } satisfies ApiKeyList, 'API keys');
      }
      if (method === 'POST' && path === '/user/api-keys') {
        const body = JSON.parse(init!.body as string);
        const key: ApiKeyView = { ...weather, objectId: 'Key0000003', name: body.name, farms: [], expiresAt: '2026-05-01T00:00:00.000Z' };
        keys = [key, ...keys];
        return envelope(200, { key, secret: SECRET, userId: 'User000001' } satisfies CreatedApiKey, 'API key created.');
      }
      const revoked = /^\/user\/api-keys\/(\w+)$/.exec(String(path));
      if (method === 'DELETE' && revoked) {
        keys = keys.filter((key) => key.objectId !== revoked[1]);
        return envelope(200, { objectId: revoked[1] }, 'API key revoked.');
      }
      return envelope(404, null, 'Not found.', 'NotFound');
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
  const item = (name: string) => screen.getByRole('listitem', { name });

  it('lists each key with its scope, farms, expiry and last use', async () => {
    renderWithRouter(<ApiKeysCard flash={flash} />);
    const first = await screen.findByRole('listitem', { name: 'Weather station sync' });
    expect(within(first).getByText('Read-only')).toBeTruthy();
    expect(within(first).getByText('North Pivot Farm')).toBeTruthy();
    expect(within(first).getByText(dateText(weather.expiresAt!, 'viewer'))).toBeTruthy();
    expect(within(first).getByText('Never used')).toBeTruthy();

    const second = item('Irrigation script');
    expect(within(second).getByText('Read and write')).toBeTruthy();
    expect(within(second).getByText('All your farms')).toBeTruthy();
    expect(within(second).getByText('Never')).toBeTruthy();
    expect(within(second).getByText(/from 203\.0\.113\.7$/)).toBeTruthy();

    const guide = screen.getByRole('link', { name: /Integrations guide/ });
    expect(guide.getAttribute('href')).toBe('/api/docs/integrations');
    expect(guide.getAttribute('target')).toBe('_blank');
  });

  it('asks for a name, creates a read-only key for 90 days, and shows its secret once', async () => {
    renderWithRouter(<ApiKeysCard flash={flash} />);
    await screen.findByRole('listitem', { name: 'Weather station sync' });
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(dialog).getByRole('radio', { name: /Read-only/ })).toHaveProperty('checked', true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name.')).toBeTruthy();
    expect(calls('POST')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Rain gauge' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    expect(JSON.parse(calls('POST')[0]![1]!.body as string)).toEqual({ name: 'Rain gauge', scope: 'read', farmIds: [], expiresInDays: 90 });

    // The secret appears once, in its box, with the warning and the user id the documented calls name.
    expect(screen.getAllByText(SECRET)).toHaveLength(1);
    expect(within(shown).getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(within(shown).getByText('Copy it now — Tilth keeps only a fingerprint and can’t show it again.')).toBeTruthy();
    expect(within(shown).getByTestId('api-key-user-id').textContent).toBe('User000001');

    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the new key by name; its secret is nowhere on the page any more.
    expect(await screen.findByRole('listitem', { name: 'Rain gauge' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key after a confirmation naming it, and the list drops it', async () => {
    renderWithRouter(<ApiKeysCard flash={flash} />);
    await screen.findByRole('listitem', { name: 'Weather station sync' });
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Weather station sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(within(dialog).getByText('Weather station sync')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Weather station sync' })).toBeNull());
    expect(calls('DELETE').map(([path]) => path)).toEqual(['/user/api-keys/Key0000001']);
    expect(flash.show).toHaveBeenCalledWith('success', 'Revoked Weather station sync: it no longer works');
    expect(item('Irrigation script')).toBeTruthy();
  });

  it('says when there are no keys, and when the list could not be loaded, with Try again', async () => {
    keys = [];
    fetchMock.mockImplementationOnce(async () => envelope(500, null, 'The database is not answering.', 'ServerError'));
    renderWithRouter(<ApiKeysCard flash={flash} />);
    expect(await screen.findByText('Your API keys could not be loaded: The database is not answering.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('api-keys-empty')).textContent).toMatch(/^No API keys yet\./);
  });
});
