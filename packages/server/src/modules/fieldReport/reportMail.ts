import { countOf, describeSchedule, escapeHtml, PRODUCT_NAME, type FarmStatus, type ReportSchedule, type SiteHealth } from '@tilth/domain';
import type { Language } from '@tilth/domain/preferences/language';
import { translate, type Values } from '../../lib/i18n/catalog';
import type { MailMessage } from '../mail/mailer';
import { fieldReportMailText, type FieldReportMailKey } from './mailMessages';
import type { FarmHealthReport, ReportSite } from './reportBuilder';

/** The report's words in one language (issue 34). */
type Words = (key: FieldReportMailKey, values?: Values) => string;

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

const inches = (w: Words, v: number | null) => (v === null ? '—' : w('inches', { value: v.toFixed(2) }));
const refill = (w: Words, days: number | null) =>
  days === null ? w('refillOver') : days === 0 ? w('refillNow') : w('refillIn', { count: days });
const when = (w: Words, iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : w('never'));
const lastHeard = (w: Words, iso: string | null) => (iso ? w('lastReadingLower', { when: when(w, iso) }) : w('neverReported'));
const label = (w: Words, s: SiteHealth) => w(`status_${s}`);

function attentionLine(w: Words, site: ReportSite): string {
  const o = site.outlook;
  const water = o
    ? w('water', {
        water: `${inches(w, o.availableWaterIn)}${o.percentFilled === null ? '' : ` (${o.percentFilled}%)`}`,
        deficit: inches(w, o.deficitIn),
        refill: refill(w, o.daysToRefill),
      })
    : w('noMoisture');
  return `  ${SYMBOL.LOW} ${site.name} (ID# ${site.siteId}): ${water}. ${w('lastReadingLine', { when: when(w, site.lastReadingAt) })}\n    ${site.link}`;
}

function text(w: Words, report: FarmHealthReport, schedule: string): string {
  const lines = [w('title', { product: PRODUCT_NAME }), w('generated', { when: when(w, report.generatedAt) }), ''];
  for (const farm of report.farms) {
    lines.push(`${farm.name} — ${w('sites', { count: farm.siteCount })}`);
    lines.push(SHOWN.map((s) => `${SYMBOL[s]} ${label(w, s)}: ${countOf(farm.counts, s)}`).join('  |  '));
    if (farm.attention.length) lines.push(`${w('needingAttention')}:`, ...farm.attention.map((site) => attentionLine(w, site)));
    if (farm.disconnected.length) {
      lines.push(
        `${w('disconnectedSites')}:`,
        ...farm.disconnected.map(
          (s) => `  ${SYMBOL.NOT_CONNECTED} ${s.name} (ID# ${s.siteId}): ${lastHeard(w, s.lastReadingAt)}.\n    ${s.link}`,
        ),
      );
    }
    if (farm.irrigations.length)
      lines.push(
        `${w('nextIrrigations')}:`,
        ...farm.irrigations.map((i) => `  ${i.name} (ID# ${i.siteId}): ${i.summary}. ${i.reason}\n    ${i.link}`),
      );
    if (!farm.attention.length && !farm.disconnected.length) lines.push(w('nothing'));
    lines.push(w('openFarm', { url: farm.link }), '');
  }
  lines.push(w('footer', { schedule }));
  return `${lines.join('\n')}\n`;
}

const cell = 'padding:6px 10px;border-bottom:1px solid #e3e3e3;text-align:left;font-size:14px';
function html(w: Words, report: FarmHealthReport, schedule: string): string {
  const badge = (s: SiteHealth, count?: number) =>
    `<span style="display:inline-block;margin:0 14px 4px 0;color:${COLOUR[s]};font-weight:600">${SYMBOL[s]} ${escapeHtml(label(w, s))}${count === undefined ? '' : `: ${count}`}</span>`;
  const headers: FieldReportMailKey[] = ['colSite', 'colWater', 'colDeficit', 'colRefill', 'colLast'];
  const farms = report.farms.map((farm) => {
    const counts = SHOWN.map((s) => badge(s, countOf(farm.counts, s))).join('');
    const attention = farm.attention.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(w('needingAttention'))}</h3>
<table style="border-collapse:collapse;width:100%"><thead><tr>${headers.map((h) => `<th style="${cell}">${escapeHtml(w(h))}</th>`).join('')}</tr></thead><tbody>
${farm.attention
  .map((site) => {
    const o = site.outlook;
    return `<tr><td style="${cell}">${badge('LOW')}<br><a href="${escapeHtml(site.link)}">${escapeHtml(site.name)}</a> (ID# ${escapeHtml(site.siteId)})</td><td style="${cell}">${inches(w, o?.availableWaterIn ?? null)}${o?.percentFilled == null ? '' : ` (${o.percentFilled}%)`}</td><td style="${cell}">${inches(w, o?.deficitIn ?? null)}</td><td style="${cell}">${escapeHtml(refill(w, o?.daysToRefill ?? null))}</td><td style="${cell}">${escapeHtml(when(w, site.lastReadingAt))}</td></tr>`;
  })
  .join('\n')}</tbody></table>`
      : '';
    const disconnected = farm.disconnected.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(w('disconnectedSites'))}</h3><ul style="padding-left:18px;margin:0">${farm.disconnected
          .map(
            (s) =>
              `<li>${badge('NOT_CONNECTED')} <a href="${escapeHtml(s.link)}">${escapeHtml(s.name)}</a> (ID# ${escapeHtml(s.siteId)}), ${escapeHtml(lastHeard(w, s.lastReadingAt))}</li>`,
          )
          .join('')}</ul>`
      : '';
    const irrigations = farm.irrigations.length
      ? `<h3 style="font-size:15px;margin:16px 0 6px">${escapeHtml(w('nextIrrigations'))}</h3><ul style="padding-left:18px;margin:0">${farm.irrigations
          .map(
            (i) =>
              `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.name)}</a> (ID# ${escapeHtml(i.siteId)}): <strong>${escapeHtml(i.summary)}</strong>. ${escapeHtml(i.reason)}</li>`,
          )
          .join('')}</ul>`
      : '';
    const calm = !farm.attention.length && !farm.disconnected.length ? `<p style="margin:8px 0">${escapeHtml(w('nothing'))}</p>` : '';
    return `<section style="border:1px solid #dcdcdc;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="font-size:18px;margin:0 0 4px"><a href="${escapeHtml(farm.link)}" style="color:#1d5f30">${escapeHtml(farm.name)}</a></h2>
<p style="margin:0 0 8px;color:#5c636a">${escapeHtml(w('sites', { count: farm.siteCount }))}</p><p style="margin:0">${counts}</p>${attention}${disconnected}${irrigations}${calm}</section>`;
  });
  return `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2328;max-width:720px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#1d5f30;margin:0 0 4px">${escapeHtml(w('title', { product: PRODUCT_NAME }))}</h1>
<p style="margin:0 0 16px;color:#5c636a">${escapeHtml(w('generated', { when: when(w, report.generatedAt) }))}</p>
${farms.join('\n')}
<p style="color:#5c636a;font-size:13px">${escapeHtml(w('footer', { schedule }))}</p></body></html>`;
}

/** The sending schedule as the report's footer words it ('every Monday at 07:00 farm time'); a text is taken as it is. */
function scheduleText(w: Words, language: Language, schedule: ReportSchedule | string): string {
  if (typeof schedule === 'string') return schedule;
  if (language === 'en') return describeSchedule(schedule);
  const time = `${String(schedule.hour).padStart(2, '0')}:00`;
  if (schedule.frequency === 'off') return w('scheduleOff');
  if (schedule.frequency === 'daily') return w('scheduleDaily', { time });
  return w('scheduleWeekly', { weekday: String(schedule.weekday), time });
}

/** The Farm Health Report e-mail, in the recipient's language (the planner's summaries and reasons stay as it words them). */
export function farmHealthReportMail(
  to: string,
  report: FarmHealthReport,
  schedule: ReportSchedule | string,
  language: Language = 'en',
): MailMessage {
  const w: Words = (key, values) => translate(language, fieldReportMailText, key, values);
  const attention = countOf(report.totals, 'LOW');
  const disconnected = countOf(report.totals, 'NOT_CONNECTED');
  const headline =
    attention || disconnected
      ? [attention ? w('needAttention', { count: attention }) : '', disconnected ? w('disconnected', { count: disconnected }) : '']
          .filter(Boolean)
          .join(', ')
      : w('noIssuesHeadline');
  const when = scheduleText(w, language, schedule);
  return {
    to,
    subject: w('subject', { product: PRODUCT_NAME, headline }),
    text: text(w, report, when),
    html: html(w, report, when),
  };
}
