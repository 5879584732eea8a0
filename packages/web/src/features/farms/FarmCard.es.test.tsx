import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FarmListItem } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { renderWithRouter } from '../../test/render';
import { FarmCard } from './FarmCard';
import { NoFarms } from './NoFarms';
import './messages';

const site = (objectId: string, health: 'LOW' | 'EXTRACTED' | 'PENDING') => ({
  objectId,
  siteId: objectId,
  name: `Site ${objectId}`,
  status: health === 'PENDING' ? ('PENDING' as const) : ('ACTIVE' as const),
  health,
  lastReadingAt: null,
  plan: 'Gold' as const,
  location: { latitude: 0, longitude: 0 },
});

const farm: FarmListItem = {
  objectId: 'Farm000001',
  name: 'North Pivot Farm',
  physicalAddress: 'FM 400, Plainview, TX 79072',
  mailingAddress: null,
  image: null,
  location: { latitude: 34.2, longitude: -101.7 },
  businessId: 'Biz0000001',
  businessName: 'Green Acres Growers',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-01T00:00:00.000Z',
  siteCount: 3,
  reportingStatus: [
    { status: 'LOW', count: 1 },
    { status: 'FAIR', count: 2 },
    { status: 'NOT_CONNECTED', count: 2 },
  ],
  sites: [site('1', 'LOW'), site('2', 'EXTRACTED'), site('3', 'PENDING')],
};

describe('farm card in Spanish', () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));
  afterEach(cleanup);

  it('names the counts, the sites and their states in Spanish', async () => {
    renderWithRouter(<FarmCard farm={farm} />);
    const counts = await screen.findByRole('group', { name: 'Estado de los sitios de North Pivot Farm' });
    expect(counts.textContent).toContain('1Requiere atención');
    expect(counts.textContent).toContain('2Sin problemas');
    expect(counts.textContent).toContain('2 sin informar');
    const toggle = screen.getByRole('button', { name: 'Mostrar los sitios de North Pivot Farm' });
    expect(toggle.textContent).toContain('3 sitios');
    fireEvent.click(toggle);
    expect(screen.getByTestId('site-states').textContent).toBe('3 sitios: 1 instalados, 1 extraídos (sonda retirada), 1 aún sin instalar');
    expect(screen.getByText(/ID# 1 · Requiere atención · nunca informó/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Needs attention|No issues|not reporting|sites/);
  });

  it('says in Spanish that nothing matched', async () => {
    renderWithRouter(<NoFarms search="pivot" filtered={false} />);
    expect(await screen.findByText('No hay resultados para "pivot"')).toBeTruthy();
    expect(screen.getByText('No encontramos fincas para esa búsqueda.')).toBeTruthy();
  });
});
