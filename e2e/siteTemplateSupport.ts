import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ApiSession } from './sitesSupport';
import type { GraphSite } from './siteGraphSupport';

export const templatePath = (site: GraphSite) => `/farm/${site.farmId}/site/${site.siteId}/${site.objectId}/${site.twigId}/template`;

export const templateSection = (page: Page) => page.getByTestId('template-section');
export const thresholdSection = (page: Page) => page.getByTestId('threshold-section');
export const templateTable = (page: Page) => page.getByTestId('template-table');

/** The template table's values, row by row: Start Day, Red, Yellow, Green, Blue. */
export async function templateRows(page: Page): Promise<string[][]> {
  return templateTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('input')).map((input) => (input as HTMLInputElement).value)));
}

/** Answers the message dialog (Update Successful!, Update In Progress!, Info) once it shows `text`. */
export async function expectMessage(page: Page, title: string, text: string | RegExp, timeout = 10_000): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible({ timeout });
  await expect(dialog.getByTestId('message-dialog-text')).toHaveText(text);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * How many pixels of the chart's canvas are the AW view's red band and its light-blue band: the
 * band colours of spec 001 §9, drawn translucent on the (transparent) canvas.
 */
export async function bandPixels(chart: Locator): Promise<{ red: number; lightBlue: number }> {
  return chart
    .locator('canvas')
    .first()
    .evaluate((canvas) => {
      const c = canvas as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      const near = (i: number, rgb: [number, number, number]) =>
        data[i + 3]! > 20 &&
        data[i + 3]! < 200 &&
        Math.abs(data[i]! - rgb[0]) <= 8 &&
        Math.abs(data[i + 1]! - rgb[1]) <= 8 &&
        Math.abs(data[i + 2]! - rgb[2]) <= 8;
      let red = 0;
      let lightBlue = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, [0xcc, 0x3d, 0x37])) red++;
        else if (near(i, [0xc0, 0xc9, 0xf0])) lightBlue++;
      }
      return { red, lightBlue };
    });
}

export async function apiPatch(request: APIRequestContext, session: ApiSession, path: string, data: unknown): Promise<void> {
  const answer = await request.patch(path, { headers: { authorization: session.token }, data });
  expect(answer.ok(), `PATCH ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
}
