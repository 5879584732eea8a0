import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/catalog';
import { chartDateFormat } from '../ui/charts/chartDates';
import { chartAxes } from './chartOptions';
import { chartMessages, noDataText } from './chartMessages';

describe('the chart in Spanish (issue 34)', () => {
  beforeAll(async () => {
    // Registered before the switch (the import above), so its Spanish file is loaded.
    expect(chartMessages.ns).toBe('chart');
    await setLanguage('es');
  });
  afterAll(() => setLanguage('en'));

  it('labels the inch axis, says no data and names the months in Spanish', () => {
    const axes = chartAxes([], ['VWC %'], true);
    expect(axes.at(-1)?.label).toBe('Lluvia / riego (in)');
    expect(noDataText()).toBe('No hay datos disponibles para el rango de fechas seleccionado');
    const format = chartDateFormat();
    expect(format).toBeTypeOf('function');
    expect(format!('{MMMM}')(new Date(2026, 0, 15))).toBe('enero');
  });

  it('keeps uPlot’s own English formatter in English', async () => {
    await setLanguage('en');
    expect(chartDateFormat()).toBeUndefined();
    expect(chartAxes([], ['VWC %'], true).at(-1)?.label).toBe('Rain / irrigation (in)');
    await setLanguage('es');
  });
});
