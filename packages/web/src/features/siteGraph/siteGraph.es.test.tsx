import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { setLanguage } from '../../i18n/catalog';
import { startDomainText } from '../../i18n/domainText';
import { renderWithRouter } from '../../test/render';
import { GraphFilterBar } from './GraphFilterBar';
import { GraphTabBar } from './GraphTabBar';
import { GraphToolbar } from './GraphToolbar';
import { graphLoadError } from './graphMessages';
import { groupLabel, tabLabel } from './messages';
import { shownTime } from './shownTime';
import { DeleteDataControl, UpgradeSubscriptionModal } from './panels';
import { deletedMessage } from './panels/DeleteDataControl';
import './panels/panelsMessages';

const noop = () => {};

describe('the site graph in Spanish (issue 34)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setLanguage('es');
    await startDomainText();
  });
  afterAll(() => setLanguage('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('words the filter bar, the tabs and the toolbar', async () => {
    renderWithRouter(
      <>
        <GraphFilterBar
          period="CUSTOM"
          custom={null}
          dataType={0}
          relative={false}
          relativeApplies
          timeZone="America/Chicago"
          saving={false}
          onPeriod={noop}
          onCustom={noop}
          onDataType={noop}
          onRelative={noop}
          onSave={noop}
        />
        <GraphTabBar tab="AW" tabs={['AW', 'MOIST', 'GDD', 'COMBINED']} gddBlocked onChange={noop} />
        <GraphToolbar
          stackLevel={0}
          zoomClicks={0}
          canStack
          downloading={false}
          canDownload
          onStack={noop}
          onZoomY={noop}
          onZoomReset={noop}
          onPrint={noop}
          onDownload={noop}
          onAddNote={noop}
        />
      </>,
    );
    expect((await screen.findAllByLabelText('Período'))[0]).toHaveProperty('value', 'Personalizado');
    expect(screen.getByLabelText('Desde')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
    expect(screen.getAllByLabelText('Tipo de datos')[0]).toHaveProperty('value', 'Sin suavizar');
    expect(screen.getByText('Opciones de visualización')).toBeTruthy();
    expect(screen.getByText('Resumen')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Personalizado/Combinado' })).toBeTruthy();
    expect(screen.getByLabelText('Requiere un plan Gold')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apilar más' })).toBeTruthy();
    expect(screen.getByText('Apilado 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restablecer zoom' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar nota' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar todos los datos' })).toBeTruthy();
    for (const english of [
      'Time Period',
      'Data Type',
      'Display Options',
      'Summary',
      'Reset zoom',
      'Add note',
      'Download all data',
      'Save',
    ]) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('words the dialogs, the load errors and the names of tabs and groups', async () => {
    renderWithRouter(
      <>
        <UpgradeSubscriptionModal opened onClose={noop} />
        <DeleteDataControl siteObjId="site1" twigId="twig1" timeZone="America/Chicago" onMessage={noop} />
      </>,
    );
    const upgrade = await screen.findByRole('dialog', { name: 'Mejorar suscripción' });
    expect(within(upgrade).getByText('Contacta a tu revendedor para suscribirte a esta función')).toBeTruthy();
    expect(within(upgrade).getByRole('button', { name: 'Aceptar' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar datos' }));
    const range = await screen.findByRole('dialog', { name: 'Eliminar datos' });
    expect(within(range).getByText('Elige el período cuyas lecturas quieres eliminar. Las horas están en America/Chicago.')).toBeTruthy();
    expect(within(range).getByRole('button', { name: 'Cancelar' })).toBeTruthy();

    expect(graphLoadError(new ApiError('Failed to fetch', { status: 0 }))).toBe(
      'No se pudo cargar el gráfico: no hay conexión con Tilth. Ve a donde tengas señal y toca Reintentar.',
    );
    expect(deletedMessage(1, 3)).toBe('1 lectura quitada de los gráficos; 3 lecturas eliminadas de forma permanente.');
    expect(tabLabel('MOIST')).toBe('Humedad');
    expect(groupLabel('aw')).toBe('Agua disponible');
    expect(shownTime(Date.UTC(2026, 0, 15, 14, 5) / 1000, 'UTC')).toMatch(/^15 .*ene.* 2026.* 14:05$/);
  });
});
