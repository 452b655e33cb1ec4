import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until every finite animation on the page has ended (spinners that turn forever are left
 * alone). A page still sliding in is half-faded: axe would measure low contrast and a screenshot
 * would catch it mid-way.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe on the settled page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, name: string = page.url()): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Saves a screenshot of the settled page for people to look at (artifacts/screenshots). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: `../../artifacts/screenshots/${name}.png`, fullPage: true });
}
