import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ApiKeyList, ApiKeyView } from '@tilth/domain/apiKeys/schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import type { Flash } from '../../ui/flash';
import { ApiKeysCard } from './ApiKeysCard';
import './messages';

const script: ApiKeyView = {
  objectId: 'Key0000002',
  name: 'Irrigation script',
  prefix: 'tk_WxYz',
  scope: 'readWrite',
  farms: [],
  createdAt: '2026-01-05T15:00:00.000Z',
  expiresAt: null,
  expired: false,
  lastUsedAt: null,
  lastUsedAddress: null,
};

describe('ApiKeysCard in Spanish', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const flash: Flash = { show: vi.fn(), banner: null };
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(envelope(200, { userId: 'User000001', keys: [script], farms: [] } satisfies ApiKeyList, 'API keys'));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists a key and opens the create dialog in Spanish', async () => {
    renderWithRouter(<ApiKeysCard flash={flash} />);
    const item = await screen.findByRole('listitem', { name: 'Irrigation script' });
    expect(within(item).getByText('Lectura y escritura')).toBeTruthy();
    expect(within(item).getByText('Todas tus fincas')).toBeTruthy();
    expect(within(item).getByText('Nunca')).toBeTruthy();
    expect(within(item).getByText('Nunca se usó')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Revocar Irrigation script' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /la guía de integraciones/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Crear clave de API' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear clave de API' });
    expect(within(dialog).getByRole('radio', { name: /Solo lectura/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear clave' }));
    expect(await within(dialog).findByText('Ponle un nombre a la clave.')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Read-only|Create key|Expires after|Give the key a name/);
  }, 15_000);
});
