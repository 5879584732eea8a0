import type { Band } from '@tilth/domain';
import { LINE_DASH, OVERLAY_LINE_WIDTHS, relativeBands } from '@tilth/domain';
import type uPlot from 'uplot';
import { chartPalette } from '../ui/charts/chartPalette';
import type { DayBandSpan } from './templateBands';

/**
 * What the site graph draws on the canvas besides its lines (spec 001 §2.8, §9): the colour
 * bands behind the AW and moisture views, rainfall and irrigation bars on an inch axis, the
 * predicted available water and rain, growth stages and note markers. Drawn in uPlot hooks so
 * they print with the chart and cost nothing when the data changes.
 */
export interface ChartOverlays {
  /** Bands on the primary scale (relative or absolute), drawn under the lines. */
  bands: Band[];
  /**
   * Bands whose edges change by day (a crop template, % of available water): drawn instead of
   * `bands` where given, each span with its own edges.
   */
  dayBands?: DayBandSpan[];
  /** [epoch s, inches] */
  rainfall: [number, number][];
  irrigation: [number, number][];
  predictedRainfall: [number, number][];
  /** [epoch s, value on the primary scale] */
  predictedAw: [number, number][];
  stages: { t: number; name: string }[];
  notes: { t: number; id: string }[];
}

export const EMPTY_OVERLAYS: ChartOverlays = {
  bands: [],
  rainfall: [],
  irrigation: [],
  predictedRainfall: [],
  predictedAw: [],
  stages: [],
  notes: [],
};

export const INCH_SCALE = 'in';

/** The largest inch value an overlay draws, for the right axis (at least 0.5 in). */
export function inchAxisMax(o: ChartOverlays): number {
  let max = 0.5;
  for (const list of [o.rainfall, o.irrigation, o.predictedRainfall]) for (const [, v] of list) if (v > max) max = v;
  return Math.ceil(max * 1.25 * 10) / 10;
}

const px = (u: uPlot, value: number, scale: string) => u.valToPos(value, scale, true);

/** Bands across the plot, or between the x positions `x0`..`x1` (canvas pixels) when given. */
function drawBands(u: uPlot, bands: Band[], scale: string, x0?: number, x1?: number) {
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  const from = Math.max(left, x0 ?? left);
  const to = Math.min(left + width, x1 ?? left + width);
  if (to <= from) return;
  // On the dark page the same tints read weaker: they are laid on a little stronger there.
  const strength = chartPalette().bandStrength;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  for (const band of bands) {
    const y0 = px(u, band.to, scale);
    const y1 = px(u, band.from, scale);
    ctx.globalAlpha = band.name === 'fullMarker' ? 0.9 : (band.name === 'lightBlue' ? 0.45 : 0.22) * strength;
    ctx.fillStyle = band.colour;
    ctx.fillRect(from, Math.min(y0, y1), to - from, Math.max(1, Math.abs(y1 - y0)));
  }
  ctx.restore();
}

function drawDayBands(u: uPlot, spans: DayBandSpan[], scale: string) {
  for (const span of spans) drawBands(u, relativeBands(span), scale, px(u, span.from, 'x'), px(u, span.to, 'x'));
}

function drawBars(u: uPlot, points: [number, number][], colour: string, widthCss: number, offsetCss: number) {
  if (points.length === 0) return;
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  const ratio = window.devicePixelRatio || 1;
  const base = px(u, 0, INCH_SCALE);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.fillStyle = colour;
  for (const [t, v] of points) {
    const x = px(u, t, 'x') + offsetCss * ratio;
    const y = px(u, v, INCH_SCALE);
    ctx.fillRect(x - (widthCss * ratio) / 2, Math.min(y, base), widthCss * ratio, Math.max(1, Math.abs(base - y)));
  }
  ctx.restore();
}

function drawLine(u: uPlot, points: [number, number][], scale: string, colour: string, widthCss: number, dashCss: number) {
  if (points.length < 2) return;
  const { ctx } = u;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.beginPath();
  ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
  ctx.clip();
  ctx.strokeStyle = colour;
  ctx.lineWidth = widthCss * ratio;
  ctx.setLineDash(dashCss ? [dashCss * ratio, dashCss * ratio * 0.6] : []);
  ctx.beginPath();
  points.forEach(([t, v], i) => (i === 0 ? ctx.moveTo(px(u, t, 'x'), px(u, v, scale)) : ctx.lineTo(px(u, t, 'x'), px(u, v, scale))));
  ctx.stroke();
  ctx.restore();
}

/** Growth stages: dotted lines with their names on tabs of the page's colour, in rows so neighbours stay readable. */
export function drawStageMarks(u: uPlot, marks: { t: number; label: string }[], colour: string) {
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = ratio;
  ctx.font = `600 ${11 * ratio}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  // uPlot leaves the context centred (from its axis labels): a centred name sat half outside its
  // white tab and over its neighbour's, which the rows below assume start where the text does.
  ctx.textAlign = 'left';
  // Each name takes the first of four rows where it clears the last name drawn there; a name with
  // no room (stages days apart on a narrow chart) is left to the stage list under the chart.
  const rowEnds = [-Infinity, -Infinity, -Infinity, -Infinity];
  for (const mark of marks) {
    const x = px(u, mark.t, 'x');
    if (x < left || x > left + width) continue;
    ctx.setLineDash([LINE_DASH.dotted * ratio, LINE_DASH.dotted * ratio]);
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + height);
    ctx.stroke();
    ctx.setLineDash([]);
    const textWidth = ctx.measureText(mark.label).width;
    const boxX = Math.min(x + 2 * ratio, left + width - textWidth - 6 * ratio);
    const row = rowEnds.findIndex((end) => boxX > end + 2 * ratio);
    if (row < 0) continue;
    rowEnds[row] = boxX + textWidth + 6 * ratio;
    const y = top + (10 + row * 16) * ratio;
    ctx.fillStyle = chartPalette().labelBackground;
    ctx.fillRect(boxX, y - 7 * ratio, textWidth + 6 * ratio, 14 * ratio);
    ctx.fillStyle = colour;
    ctx.fillText(mark.label, boxX + 3 * ratio, y);
  }
  ctx.restore();
}

/** Notes: a small flag at the top of the plot with a faint line down. */
function drawNoteMarks(u: uPlot, marks: { t: number }[], colour: string) {
  const { ctx } = u;
  const { left, top, width, height } = u.bbox;
  const ratio = window.devicePixelRatio || 1;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = ratio;
  for (const mark of marks) {
    const x = px(u, mark.t, 'x');
    if (x < left || x > left + width) continue;
    const s = 7 * ratio;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x - s, top - s * 1.4);
    ctx.lineTo(x + s, top - s * 1.4);
    ctx.closePath();
    ctx.fill();
    ctx.globalAlpha = 0.5;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + height);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}

/** uPlot hooks drawing the overlays the ref holds at draw time. */
export function overlayHooks(read: () => { overlays: ChartOverlays; primaryScale: string | null }): uPlot.Hooks.Arrays {
  return {
    drawClear: [
      (u) => {
        const { overlays, primaryScale } = read();
        if (!primaryScale) return;
        if (overlays.dayBands) drawDayBands(u, overlays.dayBands, primaryScale);
        else if (overlays.bands.length) drawBands(u, overlays.bands, primaryScale);
      },
    ],
    draw: [
      (u) => {
        const { overlays, primaryScale } = read();
        const colours = chartPalette();
        drawBars(u, overlays.rainfall, colours.rainfall, OVERLAY_LINE_WIDTHS.rainfall, overlays.irrigation.length ? -3 : 0);
        drawBars(u, overlays.irrigation, colours.irrigation, OVERLAY_LINE_WIDTHS.irrigation, overlays.rainfall.length ? 3 : 0);
        drawBars(u, overlays.predictedRainfall, colours.predictedRainfall, OVERLAY_LINE_WIDTHS.predictedRainfall, 0);
        if (primaryScale)
          drawLine(
            u,
            overlays.predictedAw,
            primaryScale,
            colours.predictedAw,
            OVERLAY_LINE_WIDTHS.predictedAvailableWater,
            LINE_DASH.dashed,
          );
        drawStageMarks(
          u,
          overlays.stages.map((s) => ({ t: s.t, label: s.name })),
          colours.stage,
        );
        drawNoteMarks(u, overlays.notes, colours.note);
      },
    ],
  };
}
