import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import {
  exportCsvHeader,
  exportCsvLineWriter,
  exportSafeName,
  exportUnit,
  MEASURE_LABELS,
  type Actor,
  type ExportInterval,
} from '@tilth/domain';
import type { ExportPlan, ExportService, PlannedSite } from './exportService';

/** What the writers read: a site's rows (a job wraps it to count the sites done). */
export type RowSource = Pick<ExportService, 'rows'>;

/**
 * The export's files (issue 32), each streamed: rows are read a month of one site at a time and
 * written before the next are read, so memory holds one site-month whatever the export's size.
 */

/**
 * Pieces of about this many bytes: fewer, larger writes. Each line is written as bytes straight
 * into the piece's buffer (exportCsvLineWriter): no string is made per row, and nothing a row
 * makes outlives the young generation — the old generation, the server's memory, does not grow
 * with the export (bench:export).
 */
const PIECE_BYTES = 64 * 1024;

async function* siteCsvPieces(service: RowSource, actor: Actor, plan: ExportPlan, site: PlannedSite): AsyncGenerator<Buffer> {
  const line = exportCsvLineWriter(site, plan.request.interval);
  let piece = Buffer.allocUnsafe(PIECE_BYTES);
  let used = 0;
  const rows = service.rows(actor, plan, site)[Symbol.asyncIterator]();
  for (;;) {
    const next = await rows.next();
    if (next.done) break;
    const full: Buffer[] = [];
    for (const row of next.value) {
      let end = line.write(row, piece, used);
      if (end < 0) {
        // The line might not fit: the piece goes as it is and the line starts a new one.
        if (used > 0) full.push(piece.subarray(0, used));
        piece = Buffer.allocUnsafe(Math.max(PIECE_BYTES, line.room(row)));
        used = 0;
        end = line.write(row, piece, used);
      }
      used = end;
    }
    // The batch is let go before the reader is waited for.
    for (const bytes of full) yield bytes;
  }
  if (used > 0) yield piece.subarray(0, used);
}

/** One long table: every included site's rows after one header. */
export async function* exportCsv(service: RowSource, actor: Actor, plan: ExportPlan): AsyncGenerator<Buffer> {
  yield Buffer.from(exportCsvHeader(plan.request.interval));
  for (const site of plan.sites) yield* siteCsvPieces(service, actor, plan, site);
}

const skippedCsv = (plan: ExportPlan) =>
  `Site,Farm,Reason\r\n${plan.manifest.skipped.map((s) => [s.siteId, s.farmName, s.reason].map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;

/** A zip of one CSV per site (named by site id), with skipped.csv listing the sites the plan left out. */
export function exportZip(service: RowSource, actor: Actor, plan: ExportPlan): AsyncIterable<Buffer> {
  const zip = new yazl.ZipFile();
  const names = uniqueNames();
  for (const site of plan.sites) {
    // Lazy: a site's rows are read only when the zip reaches its entry.
    zip.addReadStreamLazy(`${names(site.siteId)}.csv`, (cb) => {
      cb(null, Readable.from(prepend(exportCsvHeader(plan.request.interval), siteCsvPieces(service, actor, plan, site))));
    });
  }
  if (plan.manifest.skipped.length) zip.addBuffer(Buffer.from(skippedCsv(plan)), 'skipped.csv');
  zip.end();
  return zip.outputStream as Readable;
}

async function* prepend(first: string, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  yield Buffer.from(first);
  yield* rest;
}

/** Names made unique by a counter (two site ids can read alike once made safe). */
function uniqueNames() {
  const used = new Set<string>();
  return (name: string) => {
    const base = exportSafeName(name);
    let candidate = base;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 27)}_${n}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

const INTERVAL_NAMES: Record<ExportInterval, string> = { logged: 'As logged', hourly: 'Hourly', daily: 'Daily (mean, min, max)' };

/**
 * An XLSX workbook: a Summary sheet (the range, interval, units, every site with whether it is in
 * the export and why not), then one sheet per included site with real dates and numbers.
 */
export function exportXlsx(service: RowSource, actor: Actor, plan: ExportPlan): AsyncIterable<Buffer> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const { request } = plan;
  const daily = request.interval === 'daily';
  const write = async () => {
    const summary = workbook.addWorksheet('Summary');
    summary.columns = [
      { header: 'Site', key: 'site', width: 16 },
      { header: 'Name', key: 'name', width: 24 },
      { header: 'Farm', key: 'farm', width: 24 },
      { header: 'In this export', key: 'status', width: 14 },
      { header: 'Sheet or reason', key: 'note', width: 60 },
    ];
    const names = uniqueNames();
    const sheetNames = plan.sites.map((site) => names(site.siteId));
    plan.sites.forEach((site, i) => {
      summary.addRow({ site: site.siteId, name: site.name, farm: site.farmName, status: 'Yes', note: sheetNames[i] }).commit();
    });
    for (const site of plan.manifest.skipped) {
      summary.addRow({ site: site.siteId, name: site.name, farm: site.farmName, status: 'Skipped', note: site.reason }).commit();
    }
    summary.addRow([]).commit();
    summary.addRow(['From', request.from]).commit();
    summary.addRow(['To', request.to]).commit();
    summary.addRow(['Interval', INTERVAL_NAMES[request.interval]]).commit();
    summary.addRow(['Units', request.measures.map((m) => `${MEASURE_LABELS[m]}: ${exportUnit(m, plan.unit)}`).join(', ')]).commit();
    summary.addRow(['Times', 'The farm’s local time']).commit();
    summary.commit();

    for (const [i, site] of plan.sites.entries()) {
      const sheet = workbook.addWorksheet(sheetNames[i]);
      sheet.columns = [
        { header: daily ? 'Date' : 'Time', key: 'time', width: 18, style: { numFmt: daily ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm' } },
        { header: 'Measurement', key: 'measure', width: 18 },
        { header: 'Depth or device', key: 'depth', width: 16 },
        { header: 'Unit', key: 'unit', width: 8 },
        { header: daily || request.interval === 'hourly' ? 'Mean or total' : 'Value', key: 'value', width: 14 },
        ...(daily
          ? [
              { header: 'Min', key: 'min', width: 10 },
              { header: 'Max', key: 'max', width: 10 },
            ]
          : []),
      ];
      for await (const batch of service.rows(actor, plan, site)) {
        for (const row of batch) {
          sheet
            .addRow({
              // Excel dates carry no zone: the farm's wall-clock time, as the CSV writes it.
              time: new Date(row.local * 1000),
              measure: MEASURE_LABELS[row.measure],
              depth: row.depth,
              unit: row.unit,
              value: row.value,
              ...(daily && { min: row.min ?? null, max: row.max ?? null }),
            })
            .commit();
        }
        // Wait for the reader when it is behind, so the rows don't pile up in memory.
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      sheet.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The file of the plan's format, as pieces to write in turn (text for CSV, bytes otherwise). */
export function exportFile(service: RowSource, actor: Actor, plan: ExportPlan): AsyncIterable<string | Buffer> {
  const { format } = plan.request;
  if (format === 'csv') return exportCsv(service, actor, plan);
  return format === 'xlsx' ? exportXlsx(service, actor, plan) : exportZip(service, actor, plan);
}
