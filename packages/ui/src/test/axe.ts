import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered element and fails on serious or critical violations. */
export async function expectNoAxeViolations(element: Element) {
  // color-contrast needs layout and computed colours, which jsdom lacks. Contrast is checked in
  // real Chromium instead: every story test runs axe with all rules through @storybook/addon-a11y
  // (`parameters.a11y.test = 'error'` in .storybook/preview.tsx) and fails on any violation.
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
