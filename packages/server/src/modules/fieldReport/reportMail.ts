import { countOf, escapeHtml, plural, PRODUCT_NAME, STATUS_LABELS, type FarmStatus, type SiteHealth } from '@tilth/domain';
import type { MailMessage } from '../mail/mailer';
import type { FarmHealthReport, ReportSite } from './reportBuilder';

/** A symbol with every status, so colour is never the only signal (also in plain text). */
const SYMBOL: Record<SiteHealth, string> = { LOW: '▲', MED: '◆', FAIR: '✓', EXTRACTED: '⏏', NOT_CONNECTED: '✕', PENDING: '…' };
const COLOUR: Record<SiteHealth, string> = {
  LOW: '#cc3d37',
  MED: '#a66f00',
  FAIR: '#357b46',
  EXTRACTED: '#5c636a',
  NOT_CONNECTED: '#5c636a',
  PENDING: '#5c636a',
};
const SHOWN: FarmStatus[] = ['LOW', 'MED', 'FAIR', 'EXTRACTED', 'NOT_CONNECTED'];

const inches = (v: number | null) => (v === null ? '—' : `${v.toFixed(2)} in`);
const refill = (days: number | null) => (days === null ? 'over 7 days' : days === 0 ? 'now' : `in ${plural(days, 'day')}`);
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'never');
const lastHeard = (iso: string | null) => (iso ? `last reading ${when(iso)}` : 'never reported');

function attentionLine(site: ReportSite): string {
  const o = site.outlook;
  const water = o
    ? `available water ${inches(o.availableWaterIn)}${o.percentFilled === null ? '' : ` (${o.percentFilled}%)`}, deficit ${inches(o.deficitIn)}, refill ${refill(o.daysToRefill)}`
    : 'no recent moisture data';
  return `  ${SYMBOL.LOW} ${site.name} (ID# ${site.siteId}): ${water}. Last reading ${when(site.lastReadingAt)}.\n    ${site.link}`;
}

function text(report: FarmHealthReport, schedule: string): string {
  const lines = [`${PRODUCT_NAME} Farm Health Report`, `Generated ${when(report.generatedAt)}`, ''];
  for (const farm of report.farms) {
    lines.push(`${farm.name} — ${plural(farm.siteCount, 'site')}`);
    lines.push(SHOWN.map((s) => `${SYMBOL[s]} ${STATUS_LABELS[s]}: ${countOf(farm.counts, s)}`).join('  |  '));
    if (farm.attention.length) lines.push('Sites needing attention:', ...farm.attention.map(attentionLine));
    if (farm.disconnected.length) {
      lines.push(
        'Disconnected sites:',
        ...farm.disconnected.map(
          (s) => `  ${SYMBOL.NOT_CONNECTED} ${s.name} (ID# ${s.siteId}): ${lastHeard(s.lastReadingAt)}.\n    ${s.link}`,
        ),
      );
    }
    if (farm.irrigations.length)
      lines.push(
        'Next irrigations (this week’s forecast):',
        ...farm.irrigations.map((i) => `  ${i.name} (ID# ${i.siteId}): ${i.summary}. ${i.reason}\n    ${i.link}`),
      );
    if (!farm.attention.length && !farm.disconnected.length) lines.push('Nothing needs attention.');
    lines.push(`Open the farm: ${farm.link}`, '');
  }
  lines.push(`You receive this report ${schedule}. Ask the person who added you to stop it.`);
  return `${lines.join('\n')}\n`;
}

const cell = 'padding:6px 10px;border-bottom:1px solid #e3e3e3;text-align:left;font-size:14px';
const badge = (s: SiteHealth, count?: number) =>
  `<span style="display:inline-block;margin:0 14px 4px 0;color:${COLOUR[s]};font-weight:600">${SYMBOL[s]} ${escapeHtml(STATUS_LABELS[s])}${count === undefined ? '' : `: ${count}`}</span>`;

function html(report: FarmHealthReport, schedule: string): string {
  const farms = report.farms.map((farm) => {
    const counts = SHOWN.map((s) => badge(s, countOf(farm.counts, s))).join('');
    const attention = farm.attention.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">Sites needing attention</h3>
<table style="border-collapse:collapse;width:100%"><thead><tr>${['Site', 'Available water', 'Deficit', 'Refill point reached', 'Last reading'].map((h) => `<th style="${cell}">${h}</th>`).join('')}</tr></thead><tbody>
${farm.attention
  .map((site) => {
    const o = site.outlook;
    return `<tr><td style="${cell}">${badge('LOW')}<br><a href="${escapeHtml(site.link)}">${escapeHtml(site.name)}</a> (ID# ${escapeHtml(site.siteId)})</td><td style="${cell}">${inches(o?.availableWaterIn ?? null)}${o?.percentFilled == null ? '' : ` (${o.percentFilled}%)`}</td><td style="${cell}">${inches(o?.deficitIn ?? null)}</td><td style="${cell}">${refill(o?.daysToRefill ?? null)}</td><td style="${cell}">${when(site.lastReadingAt)}</td></tr>`;
  })
  .join('\n')}</tbody></table>`
      : '';
    const disconnected = farm.disconnected.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">Disconnected sites</h3><ul style="padding-left:18px;margin:0">${farm.disconnected
          .map(
            (s) =>
              `<li>${badge('NOT_CONNECTED')} <a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a> (ID# ${escapeHtml(s.siteId)}), ${lastHeard(s.lastReadingAt)}</li>`,
          )
          .join('')}</ul>`
      : '';
    const irrigations = farm.irrigations.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">Next irrigations (this week’s forecast)</h3><ul style="padding-left:18px;margin:0">${farm.irrigations
          .map(
            (i) =>
              `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.name)}</a> (ID# ${escapeHtml(i.siteId)}): <strong>${escapeHtml(i.summary)}</strong>. ${escapeHtml(i.reason)}</li>`,
          )
          .join('')}</ul>`
      : '';
    const calm = !farm.attention.length && !farm.disconnected.length ? '<p style="margin:8px 0">Nothing needs attention.</p>' : '';
    return `<section style="border:1px solid #dcdcdc;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="font-size:18px;margin:0 0 4px"><a href="${escapeHtml(farm.link)}" style="color:#1d5f30">${escapeHtml(farm.name)}</a></h2>
<p style="margin:0 0 8px;color:#5c636a">${plural(farm.siteCount, 'site')}</p><p style="margin:0">${counts}</p>${attention}${disconnected}${irrigations}${calm}</section>`;
  });
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;max-width:720px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#1d5f30;margin:0 0 4px">${PRODUCT_NAME} Farm Health Report</h1>
<p style="margin:0 0 16px;color:#5c636a">Generated ${when(report.generatedAt)}</p>
${farms.join('\n')}
<p style="color:#5c636a;font-size:13px">You receive this report ${escapeHtml(schedule)}. Ask the person who added you to stop it.</p></body></html>`;
}

export function farmHealthReportMail(to: string, report: FarmHealthReport, schedule: string): MailMessage {
  const attention = countOf(report.totals, 'LOW');
  const disconnected = countOf(report.totals, 'NOT_CONNECTED');
  const headline =
    attention || disconnected
      ? [
          attention ? `${plural(attention, 'site')} need${attention === 1 ? 's' : ''} attention` : '',
          disconnected ? `${disconnected} disconnected` : '',
        ]
          .filter(Boolean)
          .join(', ')
      : 'no issues';
  return { to, subject: `${PRODUCT_NAME} Farm Health Report: ${headline}`, text: text(report, schedule), html: html(report, schedule) };
}
