import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { SiteDocument, TwigDetails } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { envelope, renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import './messages';
import { SiteInfoColumn } from './SiteInfoColumn';

const TWIG = {
  hardwaretype: '40" AquaCheck(6 sensors)',
  badgerId: 'B-100',
  FoxSensor: null,
  configInterval: 15,
  plantType: 'Corn',
  soilType: 'Loam',
  plantingDate: '04/25/2026',
  installByDate: '04/01/2026',
  maxIrrigationVolume: null,
  distanceFromWaterSource: 120,
  irrigationType: 'Center Pivot',
  twigObjectId: 'twig1',
  hardwareSensorLocation: { value: { referenceDepth: [12], sensors: [{ name: '1', depthOffset: 4 }] }, sensorType: 'badger', count: 1 },
  localSensorLocation: null,
} as unknown as TwigDetails;

const DOCUMENT = {
  id: 'site1',
  objectId: 'site1',
  siteId: '10001',
  name: 'North Pivot 1',
  location: { latitude: 34.2, longitude: -101.7 },
  twigDetails: TWIG,
  configActions: { canEdit: true },
} as unknown as SiteDocument;

describe('SiteInfoColumn in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('titles the blocks, labels the rows and words the domain checks in Spanish', async () => {
    stubApi({
      'GET /site/site1': () => envelope(200, DOCUMENT),
      'GET /object/site1/options': () => envelope(200, { HardwareType: [], IrrigationType: [], PlantType: [], SoilType: [] }),
    });
    renderWithRouter(<SiteInfoColumn siteObjId="site1" onMessage={() => undefined} />);
    const basic = await screen.findByRole('region', { name: 'Información básica' });
    for (const name of ['Información agronómica', 'Información de riego', 'Información de sensores']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(within(basic).getByText('ID del sitio')).toBeTruthy();
    expect(within(basic).getByText('Latitud')).toBeTruthy();
    expect(within(basic).getByRole('button', { name: 'Mover el sitio con el mapa' })).toBeTruthy();
    expect(screen.getByText('Tamaño del campo')).toBeTruthy();
    expect(screen.getByText('Intervalo de reporte')).toBeTruthy();
    for (const english of ['Basic Information', 'Site ID', 'Edit', 'Field Size', 'Probe ID']) {
      expect(screen.queryByText(english)).toBeNull();
    }

    fireEvent.click(within(basic).getByRole('button', { name: 'Editar' }));
    fireEvent.change(within(basic).getByLabelText(/Latitud/), { target: { value: '' } });
    fireEvent.click(within(basic).getByRole('button', { name: 'Guardar' }));
    expect((await within(basic).findByRole('alert')).textContent).toContain('La latitud es obligatoria.');
    expect(within(basic).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});
