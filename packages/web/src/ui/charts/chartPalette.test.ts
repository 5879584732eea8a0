import { afterEach, describe, expect, it } from 'vitest';
import { CHART_PALETTES, chartPalette, chartScheme, inLightScheme, lineColour, onSchemeChange } from './chartPalette';

const setScheme = (scheme: 'light' | 'dark') => document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

/** WCAG relative luminance and contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('chart palette', () => {
  afterEach(() => setScheme('light'));

  it('draws the light scheme as before and the dark one in its own colours', () => {
    expect(CHART_PALETTES.light).toMatchObject({
      axis: '#3d4852',
      grid: '#e3e8ee',
      ticks: '#cfd6de',
      rainfall: '#2b6cb0',
      stage: '#6b46c1',
    });
    expect(CHART_PALETTES.dark).toMatchObject({
      axis: '#c1c7cd',
      grid: '#373b40',
      rainfall: '#63a4ff',
      predictedAw: '#e9ecef',
      stage: '#b197fc',
    });
    expect(CHART_PALETTES.dark.labelBackground).toBe('rgba(36, 36, 36, 0.9)');
  });

  it('keeps axis text and stage names at AA (4.5:1) on their page, and the dark bars at 3:1', () => {
    const pages = { light: '#ffffff', dark: '#242424' } as const;
    for (const scheme of ['light', 'dark'] as const) {
      const p = CHART_PALETTES[scheme];
      expect(contrast(p.axis, pages[scheme])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.stage, pages[scheme])).toBeGreaterThanOrEqual(4.5);
    }
    // (On white the forecast's pale blue is meant to read as softer than the measured rain.)
    const dark = CHART_PALETTES.dark;
    for (const bar of [dark.rainfall, dark.irrigation, dark.predictedRainfall, dark.predictedAw, dark.note])
      expect(contrast(bar, pages.dark)).toBeGreaterThanOrEqual(3);
  });

  it('turns only the ink lines and the darkest blue for the dark page', () => {
    expect(lineColour('#000000', 'dark')).toBe('#e9ecef');
    expect(lineColour('#1f2933', 'dark')).toBe('#e9ecef');
    expect(lineColour('#0072B2', 'dark')).toBe('#2f8fd8');
    expect(lineColour('#e69f00', 'dark')).toBe('#e69f00');
    expect(lineColour('#000000', 'light')).toBe('#000000');
    expect(contrast(lineColour('#0072b2', 'dark'), '#242424')).toBeGreaterThanOrEqual(3);
  });

  it("reads the page's scheme when drawing", () => {
    setScheme('dark');
    expect(chartScheme()).toBe('dark');
    expect(chartPalette().axis).toBe('#c1c7cd');
    setScheme('light');
    expect(chartPalette().axis).toBe('#3d4852');
  });

  it('draws light for paper, then again in the dark scheme', async () => {
    setScheme('dark');
    const drawnIn: string[] = [];
    const read = await inLightScheme(
      () => drawnIn.push(chartScheme()),
      () => chartScheme(),
    );
    expect(read).toBe('light');
    expect(drawnIn).toEqual(['light', 'dark']);
    expect(chartScheme()).toBe('dark');
  });

  it('redraws when the scheme changes, not on other changes', async () => {
    let redraws = 0;
    const stop = onSchemeChange(() => redraws++);
    setScheme('dark');
    await Promise.resolve();
    setScheme('dark');
    document.documentElement.setAttribute('lang', 'en');
    await Promise.resolve();
    setScheme('light');
    await Promise.resolve();
    stop();
    setScheme('dark');
    await Promise.resolve();
    expect(redraws).toBe(2);
  });
});
