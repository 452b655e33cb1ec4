import { expect, test, type Page } from '@playwright/test';
import { DEMO, openConsole, screenshot, signIn } from './support/console.ts';

/**
 * The built console and website under the server's Content-Security-Policy (issue 20, item 9):
 * pages render and nothing they do is refused by the policy (no inline script, no other origin).
 */
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

test('the console and website run under the CSP without a violation', async ({ browser }) => {
  const { context, page } = await openConsole(browser, 'en');
  const violations = await recordViolations(page);
  const response = await page.goto('#/website');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.locator('#root')).not.toBeEmpty();
  await signIn(page, { code: DEMO.tenant, account: DEMO.account, password: DEMO.password });
  // The dashboard draws its charts; the user list is a resource screen with its table and dialogs.
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.goto('#/org/station');
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
  await page.goto('#/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await screenshot(page, 'csp-dashboard');
  expect(violations).toEqual([]);
  await context.close();
});
