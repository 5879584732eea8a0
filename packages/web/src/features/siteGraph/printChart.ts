/**
 * Print (spec 001 §2.8): the chart as an image under a header naming the site and the range.
 * Drawn on a new canvas at the chart's own resolution, with a white background so it prints
 * the same on every printer.
 */
export function chartImageWithHeader(chart: HTMLCanvasElement, header: { title: string; lines: string[] }): string {
  const ratio = window.devicePixelRatio || 1;
  const pad = 16 * ratio;
  const titleSize = 20 * ratio;
  const lineSize = 13 * ratio;
  const headerHeight = pad + titleSize + header.lines.length * (lineSize + 6 * ratio) + pad / 2;
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
  ctx.drawImage(chart, pad, headerHeight);
  return canvas.toDataURL('image/png');
}
