import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what every screen's axe-core scan checks. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per failing node: rule, impact, the element and what axe says is wrong with it. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
        return `- ${violation.id} (${violation.impact}): ${node.target.join(' ')}\n    ${node.html.slice(0, 160)}\n    ${why}`;
      }),
    )
    .join('\n');
}

/** Waits until no CSS transition or animation is running (a dialog's or panel's enter transition done). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Scans the page as it is now (after `ready` shows, and once transitions are at rest, so colours are
 * measured as drawn rather than mid-fade), failing with a readable list of violations.
 */
export async function expectAccessible(page: Page, screen: string, ready?: Locator): Promise<void> {
  if (ready) await expect(ready).toBeVisible({ timeout: 30_000 });
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  const count = results.violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect(count, `${screen}: WCAG A/AA violations\n${describeViolations(results.violations)}`).toBe(0);
}
