/**
 * The charts' colours in the light and the dark theme (issue 34). A chart reads them when it draws
 * (uPlot calls its stroke functions then; overlays are drawn in hooks), so a change of scheme is a
 * redraw, not a rebuild. Lines keep their hue in both (the Okabe–Ito depths stay colour-blind safe);
 * only the near-black "ink" lines turn near-white on dark, and the darkest blue lightens to 3:1.
 */
export type ChartScheme = 'light' | 'dark';

export interface ChartPalette {
  /** Axis lines, tick values and labels (text: 9:1 and more on the page). */
  axis: string;
  grid: string;
  ticks: string;
  /** Behind a growth stage's name on the plot. */
  labelBackground: string;
  /** How strongly the threshold bands tint the plot (the fixed bands' own alphas are multiplied by it). */
  bandStrength: number;
  rainfall: string;
  irrigation: string;
  predictedRainfall: string;
  predictedAw: string;
  stage: string;
  note: string;
}

export const CHART_PALETTES: Record<ChartScheme, ChartPalette> = {
  light: {
    axis: '#3d4852',
    grid: '#e3e8ee',
    ticks: '#cfd6de',
    labelBackground: 'rgba(255, 255, 255, 0.9)',
    bandStrength: 1,
    rainfall: '#2b6cb0',
    irrigation: '#0b8f8f',
    predictedRainfall: '#7f9cf5',
    predictedAw: '#1f2933',
    stage: '#6b46c1',
    note: '#b7791f',
  },
  dark: {
    axis: '#c1c7cd',
    grid: '#373b40',
    ticks: '#4a5057',
    labelBackground: 'rgba(36, 36, 36, 0.9)',
    bandStrength: 1.35,
    rainfall: '#63a4ff',
    irrigation: '#2cc5c5',
    predictedRainfall: '#7f9cf5',
    predictedAw: '#e9ecef',
    stage: '#b197fc',
    note: '#e0a84a',
  },
};

/** Line colours that would vanish on the dark page, and what they are drawn in there. */
const DARK_LINE_COLOURS: Record<string, string> = {
  '#000000': '#e9ecef',
  '#1f2933': '#e9ecef',
  '#1f2328': '#e9ecef',
  '#0072b2': '#2f8fd8',
};

/** A line's colour as drawn in this scheme (legends and print use the same). */
export function lineColour(colour: string, scheme: ChartScheme): string {
  return scheme === 'dark' ? (DARK_LINE_COLOURS[colour.toLowerCase()] ?? colour) : colour;
}

/** Set while a chart is drawn for paper: print is always light. */
let printing = false;

/** The scheme charts draw in now: the page's (the attribute Mantine keeps on <html>), light while printing. */
export function chartScheme(): ChartScheme {
  if (printing || typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ? 'dark' : 'light';
}

export const chartPalette = (): ChartPalette => CHART_PALETTES[chartScheme()];

/**
 * Draws for paper: `draw` redraws the chart, which uPlot commits (and runs its draw hooks) in
 * microtasks; the canvas is read after a task, then drawn again in the page's scheme.
 */
export async function inLightScheme<T>(draw: () => void, read: () => T): Promise<T> {
  if (chartScheme() === 'light') return read();
  printing = true;
  try {
    draw();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return read();
  } finally {
    printing = false;
    draw();
  }
}

/**
 * Calls `redraw` whenever the page's scheme changes (the user's choice, the system's setting,
 * printing); returns the stop.
 */
export function onSchemeChange(redraw: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  let last = chartScheme();
  const observer = new MutationObserver(() => {
    const next = chartScheme();
    if (next === last) return;
    last = next;
    redraw();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}
