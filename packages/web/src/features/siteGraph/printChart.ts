import { TIME_PERIOD_LABELS, type SiteHeaderView, type TimePeriod, type TimeRange } from '@tilth/domain';
import { translate } from '../../i18n/catalog';
import { domainText } from '../../i18n/domainText';
import { siteGraphMessages } from './messages';
import type { GraphSeries } from './model/chartFrame';
import { shownTime } from './shownTime';

/** What the printed page names above the chart: the site and view, the range, and each line's colour. */
export interface PrintHeader {
  title: string;
  lines: string[];
  legend?: { label: string; colour: string; dashed: boolean }[];
}

/** The site graph's print header: site and tab, site id and farm, the period's range in the farm's time zone, the shown lines. */
export function graphPrintHeader(view: {
  site: Pick<SiteHeaderView, 'name' | 'siteId' | 'farm'>;
  tabLabel: string;
  period: TimePeriod;
  range: TimeRange;
  timeZone: string;
  series: readonly GraphSeries[];
  hidden: ReadonlySet<string>;
}): PrintHeader {
  const { site, range, timeZone } = view;
  return {
    title: `${site.name} · ${view.tabLabel}`,
    lines: [
      translate(siteGraphMessages, 'printSiteLine', { siteId: site.siteId, farm: site.farm.name }),
      translate(siteGraphMessages, 'printRangeLine', {
        period: domainText(TIME_PERIOD_LABELS[view.period]),
        from: shownTime(range.from, timeZone),
        to: shownTime(range.to, timeZone),
        timeZone,
      }),
    ],
    legend: view.series
      .filter((s) => !view.hidden.has(s.key))
      .map((s) => ({ label: `${s.label} (${s.unit})`, colour: s.colour, dashed: s.dash.length > 0 })),
  };
}

/**
 * Print (spec 001 §2.8): the chart as an image under a header naming the site and the range.
 * Drawn on a new canvas at the chart's own resolution, with a white background so it prints
 * the same on every printer.
 */
export function chartImageWithHeader(chart: HTMLCanvasElement, header: PrintHeader): string {
  const ratio = window.devicePixelRatio || 1;
  const pad = 16 * ratio;
  const titleSize = 20 * ratio;
  const lineSize = 13 * ratio;
  const legend = header.legend ?? [];
  // The legend runs in rows under the header lines, so each colour on paper has its name.
  const measure = document.createElement('canvas').getContext('2d');
  if (measure) measure.font = `${lineSize}px system-ui, sans-serif`;
  const itemWidth = (label: string) => 28 * ratio + (measure?.measureText(label).width ?? label.length * 7 * ratio) + 16 * ratio;
  const rows: { label: string; colour: string; dashed: boolean; x: number }[][] = [[]];
  let x = pad;
  for (const item of legend) {
    const w = itemWidth(item.label);
    if (x + w > chart.width + pad && rows.at(-1)!.length > 0) {
      rows.push([]);
      x = pad;
    }
    rows.at(-1)!.push({ ...item, x });
    x += w;
  }
  const legendRows = legend.length ? rows.length : 0;
  const textHeight = pad + titleSize + header.lines.length * (lineSize + 6 * ratio);
  const headerHeight = textHeight + legendRows * (lineSize + 8 * ratio) + pad / 2;
  const canvas = document.createElement('canvas');
  canvas.width = chart.width + pad * 2;
  canvas.height = chart.height + headerHeight + pad;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#1f2933';
  ctx.textBaseline = 'top';
  ctx.font = `600 ${titleSize}px system-ui, sans-serif`;
  ctx.fillText(header.title, pad, pad);
  ctx.font = `${lineSize}px system-ui, sans-serif`;
  header.lines.forEach((line, i) => ctx.fillText(line, pad, pad + titleSize + 8 * ratio + i * (lineSize + 6 * ratio)));
  rows.forEach((row, r) => {
    const y = textHeight + 4 * ratio + r * (lineSize + 8 * ratio) + lineSize / 2;
    for (const item of row) {
      ctx.strokeStyle = item.colour;
      ctx.lineWidth = 3 * ratio;
      ctx.setLineDash(item.dashed ? [5 * ratio, 3 * ratio] : []);
      ctx.beginPath();
      ctx.moveTo(item.x, y);
      ctx.lineTo(item.x + 22 * ratio, y);
      ctx.stroke();
      ctx.fillStyle = '#1f2933';
      ctx.textBaseline = 'middle';
      ctx.fillText(item.label, item.x + 28 * ratio, y);
    }
  });
  ctx.setLineDash([]);
  ctx.drawImage(chart, pad, headerHeight);
  return canvas.toDataURL('image/png');
}
