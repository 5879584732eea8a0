import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteDocument, TwigDetails } from '@tilth/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithRouter } from '../../test/render';
import { callsTo, stubApi } from '../../test/testApi';
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

const documentOf = (canEdit: boolean, twig: Partial<TwigDetails> = {}) =>
  ({
    id: 'site1',
    objectId: 'site1',
    siteId: '10001',
    name: 'North Pivot 1',
    location: { latitude: 34.2, longitude: -101.7 },
    twigDetails: { ...TWIG, ...twig },
    configActions: { canEdit },
  }) as unknown as SiteDocument;

const OPTIONS = {
  HardwareType: [],
  IrrigationType: [{ name: 'Center Pivot' }],
  PlantType: [{ name: 'Corn' }],
  SoilType: [{ name: 'Loam' }],
};
const block = (name: string) => screen.getByRole('region', { name });

describe('SiteInfoColumn (spec 002 §2.3, §4, §6)', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is read-only without configActions.canEdit: the values, no Edit, Save or map', async () => {
    stubApi({
      'GET /site/site1': () => envelope(200, documentOf(false)),
      'GET /object/site1/options': () => envelope(200, OPTIONS),
    });
    renderWithRouter(<SiteInfoColumn siteObjId="site1" onMessage={() => undefined} />);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(within(block('Basic Information')).getByText('North Pivot 1')).toBeTruthy();
    expect(within(block('Irrigation Information')).getByText('120 ac')).toBeTruthy();
    expect(within(block('Agronomic Information')).getByText('Apr 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Edit|Save)$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Site ID Using Map' })).toBeNull();
  });

  it('Edit → Save sends only the changed field, says so and reads the site again', async () => {
    let saved = false;
    const fetchMock = stubApi({
      'GET /site/site1': () => envelope(200, documentOf(true, saved ? { maxIrrigationVolume: 900 } : {})),
      'GET /object/site1/options': () => envelope(200, OPTIONS),
      'GET /changelog': () => envelope(200, { changeLogs: [] }),
      'PATCH /site/site1': () => {
        saved = true;
        return envelope(200, {});
      },
    });
    renderWithRouter(<SiteInfoColumn siteObjId="site1" onMessage={() => undefined} />);
    await screen.findByRole('region', { name: 'Irrigation Information' });
    fireEvent.click(within(block('Irrigation Information')).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(block('Irrigation Information')).getByLabelText('Well Capacity (gpm)'), { target: { value: '900' } });
    fireEvent.click(within(block('Irrigation Information')).getByRole('button', { name: 'Save' }));
    await within(block('Irrigation Information')).findByText('Data updated successfully');
    expect(callsTo(fetchMock, 'PATCH /site/site1').map((c) => c.body)).toEqual([{ maxIrrigationVolume: 900 }]);
    await within(block('Irrigation Information')).findByText('900 gpm');
  });

  it('keeps editing with the message when validation or the server refuses', async () => {
    const fetchMock = stubApi({
      'GET /site/site1': () => envelope(200, documentOf(true)),
      'GET /object/site1/options': () => envelope(200, OPTIONS),
      'PATCH /site/site1': () => envelope(400, null, 'Site ID is already used by another site.', 'BadRequest'),
    });
    renderWithRouter(<SiteInfoColumn siteObjId="site1" onMessage={() => undefined} />);
    await screen.findByRole('region', { name: 'Agronomic Information' });
    const agronomic = block('Agronomic Information');
    fireEvent.click(within(agronomic).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(agronomic).getByLabelText(/^Install Date/), { target: { value: '' } });
    fireEvent.click(within(agronomic).getByRole('button', { name: 'Save' }));
    expect((await within(agronomic).findByRole('alert')).textContent).toContain('Install date should have a value.');
    expect(callsTo(fetchMock, 'PATCH /site/site1')).toHaveLength(0);

    const basic = block('Basic Information');
    fireEvent.click(within(basic).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(basic).getByLabelText(/^Site ID/), { target: { value: '10002' } });
    fireEvent.click(within(basic).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(basic).getByRole('alert').textContent).toContain('Site ID is already used by another site.'));
    expect(callsTo(fetchMock, 'PATCH /site/site1').map((c) => c.body)).toEqual([{ siteId: '10002' }]);
    expect(within(basic).getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
