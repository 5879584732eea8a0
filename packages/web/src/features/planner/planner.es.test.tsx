import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/catalog';
import { theme } from '../../theme';
import { dueRow, noSystemRow, outOfSeasonRow } from '../../test/plannerFixtures';
import { renderWithRouter } from '../../test/render';
import { waterAccountFixture } from '../../test/waterFixtures';
import { irrigationBody } from './irrigationEntry';
import { logMessages } from './logMessages';
import { plannerMessages } from './messages';
import { PlannerCards } from './PlannerCards';
import { plannerCsv } from './plannerCsv';
import { daysToRefillText, runTimeText } from './plannerFormat';
import { PlannerTable } from './PlannerTable';
import { PumpingPanel } from './PumpingPanel';
import { WaterChart } from './WaterChart';
import { waterChartSeries } from './waterChartData';
import { waterCsv } from './waterCsv';
import { waterMessages } from './waterMessages';
import { rangeError, rangeLabel } from './waterRange';
import { WaterTable } from './WaterTable';

// jsdom has no canvas: the chart's frame is drawn, uPlot's canvas is not; its label says what it would show.
vi.mock('../../ui/charts/UPlotChart', () => ({
  UPlotChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

// The catalogues are registered by the imports above; Spanish is fetched for each of them.
void [plannerMessages, logMessages, waterMessages];
beforeAll(() => setLanguage('es'));
afterAll(() => setLanguage('en'));

describe('the planner and the water account in Spanish', () => {
  afterEach(cleanup);

  it('draws the planner table with Spanish headings, states and links', () => {
    renderWithRouter(<PlannerTable rows={[dueRow, noSystemRow, outOfSeasonRow]} unit="feetInches" onLog={() => {}} />);
    const table = screen.getByRole('table', { name: 'Sitios por regar, primero los más urgentes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Sitio',
      'Agua disponible',
      'Días hasta el punto de recarga',
      'Lámina neta',
      'Lámina bruta',
      'Tiempo de riego',
      'Regar a más tardar',
      'Motivo',
      'Acciones',
    ]);
    const [due, noSystem, offSeason] = screen.getAllByTestId('planner-row');
    expect(within(due!).getByTestId('planner-irrigate-by').textContent).toBe('Ahoraatrasado');
    expect(within(due!).getByTestId('planner-run').textContent).toBe('8 días (191 h)');
    expect(within(due!).getByRole('button', { name: 'Registrar riego en North Pivot 1' }).textContent).toBe('Registrar riego');
    expect(within(noSystem!).getByRole('link', { name: 'Abrir la configuración del sitio' })).toBeTruthy();
    expect(within(noSystem!).getByTestId('planner-site-context').textContent).toContain('Sin cultivo · Ninguno');
    expect(within(offSeason!).getByText('No hay ningún cultivo en desarrollo ahora')).toBeTruthy();
    expect(table.textContent).not.toMatch(/Available water|Irrigate by|Log irrigation|refill at/);
  });

  it('draws a phone’s card with a Spanish status and figures', () => {
    renderWithRouter(<PlannerCards rows={[dueRow]} unit="meters" onLog={() => {}} />);
    const card = screen.getByRole('article', { name: 'North Pivot 1' });
    expect(within(card).getByText('Atrasado')).toBeTruthy();
    expect(within(card).getByText('Tiempo de riego')).toBeTruthy();
    expect(card.textContent).toMatch(/recarga al \d+ %/);
  });

  it('says pump capacity, days, run times, the CSV and the form’s checks in Spanish', () => {
    renderWithRouter(
      <PumpingPanel pumping={[{ farmId: 'F', farmName: 'Dry Farm', wellCapacityGpm: null, days: [], overloadedOn: null, message: 'x' }]} />,
    );
    expect(screen.getByRole('heading', { name: 'Capacidad de bombeo' })).toBeTruthy();
    expect(screen.getByText('Sin capacidad de pozos definida')).toBeTruthy();
    expect(daysToRefillText(noSystemRow.recommendation)).toBe('Más de 7 días');
    expect(runTimeText(noSystemRow)).toBe('—');
    expect(plannerCsv([dueRow], 'meters').split('\r\n')[0]).toBe(
      'Finca,Sitio,Cultivo,Sistema de riego,Agua disponible %,Días hasta el punto de recarga,Lámina neta mm,Lámina bruta mm,Horas de riego,Regar a más tardar,Motivo',
    );
    expect(irrigationBody({ date: '', by: 'depth', depth: '1', hours: '', note: '' }, 'feetInches', '2026-11-27')).toEqual({
      error: 'Elige el día en que se regó el campo.',
    });
    expect(irrigationBody({ date: '2026-11-27', by: 'depth', depth: '', hours: '', note: '' }, 'meters', '2026-11-27')).toEqual({
      error: 'Escribe la lámina aplicada en milímetros, más de 0.',
    });
  });

  it('draws the water account’s table, range and CSV in Spanish', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <WaterTable account={waterAccountFixture} unit="feetInches" caption="Totales" />
      </MantineProvider>,
    );
    const table = screen.getByRole('table', { name: 'Totales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sitio', 'Superficie', 'Riego', 'Lluvia efectiva', 'Consumo del cultivo', 'Drenaje', 'Cambio en el almacenamiento']);
    expect(within(screen.getByTestId('water-farm-total')).getByText('Sitios con superficie, acre-pulgadas')).toBeTruthy();
    expect(table.textContent).not.toMatch(/Farm total|Not set|Effective rain/);
    expect(rangeLabel('2026-01-01', '2026-11-27')).toBe('1 ene – 27 nov 2026');
    expect(rangeError('2026-11-01', '2026-10-31')).toBe('El primer día debe ser igual o anterior al último.');
    const lines = waterCsv(waterAccountFixture).split('\r\n');
    expect(lines[0]).toBe('Finca,Sitio,Fecha,Riego in,Lluvia efectiva in,Consumo del cultivo in,Drenaje in,Agua almacenada in');
    expect(lines[25]).toContain('Total de la finca (sitios con superficie)');
  });

  it('titles the chart and its legend in Spanish', () => {
    const series = waterChartSeries(waterAccountFixture, 'feetInches')!;
    render(
      <MantineProvider theme={theme} env="test">
        <WaterChart series={series} farmName="North Pivot Farm" />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Agua que entra y sale, por día' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Colores del gráfico' });
    expect(legend.textContent).toContain('Lluvia efectiva (entrada)');
    expect(legend.textContent).toContain('Drenaje (salida)');
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Agua que entró y salió de North Pivot Farm por día, en ac-in\. Entrada: /,
    );
  });
});
