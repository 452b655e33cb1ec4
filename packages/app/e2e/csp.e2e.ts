import type { Page } from '@playwright/test';
import { screenshot } from './support/console.ts';
import { expect, openScreen, test } from './support/own-tenant.ts';

/** Collects what the page's Content-Security-Policy refuses: violation events and console reports. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

/**
 * The built console and website under the server's Content-Security-Policy (issue 20, item 9):
 * the pages render and nothing they do is refused by the policy (no inline script, no eval, no
 * other origin).
 */
test('the website, sign-in page and console run under the CSP without a violation', async ({
  page,
  request,
  tenant,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('#/website');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.goto('#/admin/login');
  await expect(page.getByTestId('captcha')).toBeVisible();
  // A resource screen (table, toolbar, dialogs' code), then the dashboard with its charts.
  await openScreen({ page, request, tenant }, '/org/station', 'Stations');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.goto('#/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.locator('[data-slot="bar-chart"] svg').first()).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'csp-dashboard');
  expect(violations).toEqual([]);
});
