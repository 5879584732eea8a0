import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { exportSafeName, type ExportManifest } from '@tilth/domain';
import { apiSession, apiSites, farmIdByName, savePreference } from './sitesSupport';
import { demoLogin, signIn } from './support';

// Export (issue 32): a farm's sites as an XLSX workbook from the Export dialog, opened and read
// back here; the None-plan site listed as skipped. Screenshots of the dialog for people to look at.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
async function shot(page: Page, name: string) {
  await page.evaluate('document.activeElement?.blur();');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false, animations: 'disabled' });
}

test.use({ timezoneId: 'America/Chicago' });

for (const [device, viewport, phone] of [
  ['desktop', { width: 1440, height: 900 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`export (${device})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('exports a farm as XLSX: a summary sheet and a sheet per Gold site, with dates and numbers', async ({ page, request }) => {
      const session = await apiSession(request, 'farm.admin');
      await savePreference(request, session, { unit: 'feetInches' });
      const farmId = await farmIdByName(request, session, 'North Pivot Farm');
      const sites = await apiSites(request, session, farmId);

      await signIn(page, demoLogin('farm.admin'));
      await page.goto(`/farm/${farmId}/sites`);
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Export data' });
      await expect(dialog).toBeVisible();
      await dialog.getByText('Daily', { exact: true }).click();
      await expect(dialog.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();

      // What the dialog asks for, as the API answers it: the farm's Gold sites, the others skipped.
      const summary = dialog.getByTestId('export-summary');
      await expect(summary).toContainText('will be exported');
      await expect(summary).toContainText('South Corner');
      await expect(summary).toContainText('not part of this site’s plan (None)');
      await shot(page, `export-dialog-${device}`);
      await dialog.getByRole('button', { name: 'Download' }).scrollIntoViewIfNeeded();
      await shot(page, `export-dialog-end-${device}`);

      const manifestAnswer = await request.post('/export', {
        headers: { authorization: session.token },
        data: {
          siteIds: sites.map((s) => s.objectId),
          from: '2026-01-01',
          to: '2026-01-02',
          measures: ['moisture'],
          interval: 'daily',
          format: 'xlsx',
        },
      });
      const manifest = (await manifestAnswer.json()).data as ExportManifest;
      expect(manifest.included.length).toBeGreaterThan(0);

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^tilth-export-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
      await expect(dialog).toBeHidden();

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(fs.readFileSync((await file.path())!) as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', ...manifest.included.map((s) => exportSafeName(s.siteId))]);
      const summarySheet = workbook.getWorksheet('Summary')!;
      const skipped = (summarySheet.getSheetValues().filter(Boolean) as unknown[][]).filter((r) => r[4] === 'Skipped');
      expect(skipped.map((r) => r[2]).sort()).toEqual(manifest.skipped.map((s) => s.name).sort());

      // Every site sheet has the header; the reporting ones rows with real dates and numbers (a new site may have none yet).
      for (const siteSheet of workbook.worksheets.slice(1)) expect(siteSheet.getRow(1).getCell(1).value).toBe('Date');
      const sheet = workbook.worksheets.slice(1).find((s) => s.rowCount > 1)!;
      expect(sheet, workbook.worksheets.map((s) => `${s.name}: ${s.rowCount}`).join(', ')).toBeDefined();
      expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Measurement', 'Depth or device', 'Unit', 'Mean or total', 'Min', 'Max']);
      const first = sheet.getRow(2).values as unknown[];
      expect(first[1]).toBeInstanceOf(Date);
      expect(first[2]).toBe('Moisture');
      expect(typeof first[5]).toBe('number');
      expect(typeof first[6]).toBe('number');
      expect(sheet.rowCount).toBeGreaterThan(7);
    });
  });
}
