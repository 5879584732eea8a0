import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FarmDetail } from '@tilth/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import { stubApi } from '../../test/testApi';
import { FarmSettingsPanel } from './FarmSettingsPanel';
import './messages';

const FARM = {
  objectId: 'farm1',
  name: 'North Farm',
  mailingAddress: 'PO Box 1',
  physicalAddress: '1 Farm Road',
  location: { latitude: 34.2, longitude: -101.7 },
  image: null,
  canEdit: true,
} as unknown as FarmDetail;

describe('the farm Settings panel in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('labels the fields in Spanish and words the domain checks under them', async () => {
    stubApi({});
    renderWithRouter(<FarmSettingsPanel farm={FARM} />);
    expect(screen.getByRole('heading', { name: 'Configuración' })).toBeTruthy();
    expect(screen.getByText('Toca para agregar el logo de la finca +')).toBeTruthy();
    expect(screen.getByLabelText(/Dirección física de la finca/)).toBeTruthy();
    expect(screen.getByText('Opcional')).toBeTruthy();
    for (const english of ['Settings', 'Farm Name', 'Save', 'Optional']) expect(screen.queryByText(english)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Dirección postal de la finca/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La dirección postal de la finca es obligatoria')).toBeTruthy();
  });
});
