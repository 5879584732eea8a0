import type { SiteCardView } from '@tilth/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import '../../ui/messages';
import './messages';
import { ActiveSiteCard, PendingSiteCard } from './SiteCard';
import { SiteSortMenu } from './SiteSortMenu';

beforeAll(async () => {
  await setLanguage('es');
  await startDomainText();
});
afterAll(() => setLanguage('en'));

const site: SiteCardView = {
  id: 'Site000001',
  objectId: 'Site000001',
  siteId: '10001',
  name: 'North Pivot 1',
  status: 'ACTIVE',
  farm: { objectId: 'Farm000001' },
  location: { latitude: 34.2, longitude: -101.7 },
  planDetails: { plan: 'Gold' },
  crop: null,
  plantingDate: '2026-04-25',
  installByDate: null,
  hardwareType: 'AquaCheck',
  twigId: '0xabc',
  baseStationId: '0xdef',
  foxSensor: null,
  lastUpdated: null,
  state: { moisture: 'LOW', salinity: 'HIGH', updatedRecently: true },
  pin: { colour: 'red', fill: 'red', outline: 'red' },
  reporting: 'FAIR',
  bar: { percentageFilled: 42.5, colour: 'red', rp: 60, wl1: 70, wl2: 95 },
  raw: 0,
  deficit: 1.234,
  canViewDetail: true,
  canOpenGraph: true,
  detail: null,
} as unknown as SiteCardView;

describe('the sites screens in Spanish', () => {
  afterEach(cleanup);

  it('words an active card: crop, facts, bar, state, footer, and the subscribe note', async () => {
    renderWithRouter(<ActiveSiteCard site={site} unit="meters" farmName="La Esperanza" />);
    expect((await screen.findAllByText('Sin cultivo · ID# 10001')).length).toBeGreaterThan(0);
    expect(screen.getByText('Finca: La Esperanza')).toBeTruthy();
    expect(screen.getByText('Déficit:', { exact: false })).toBeTruthy();
    expect(screen.getByText('31.3 mm')).toBeTruthy();
    expect(screen.getByText('42.5% lleno · Por debajo del punto de recarga')).toBeTruthy();
    expect(screen.getByText('Última actualización: Nunca')).toBeTruthy();
    expect(screen.getAllByLabelText('Humedad baja · Salinidad alta').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('site-card-toggle'));
    expect((await screen.findByTestId('subscribe-text')).textContent).toBe('Contacta a tu revendedor para suscribirte a esta función');
    expect(document.body.textContent).not.toMatch(/Last Updated|Deficit|Site Information|No crop/);
  });

  it('words a pending card and the sort menu', async () => {
    renderWithRouter(
      <>
        <PendingSiteCard site={{ ...site, status: 'PENDING' }} />
        <SiteSortMenu sort="ALPHA-ASC" irrigateNext={false} offerIrrigateNext onSortChange={() => {}} onIrrigateNext={() => {}} />
      </>,
    );
    expect(await screen.findByText('Estado: instalación pendiente')).toBeTruthy();
    expect(screen.getByText('Sin sensor Fox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ordenar: A a Z' })).toBeTruthy();
  });
});
