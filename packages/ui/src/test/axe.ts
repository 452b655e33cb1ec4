import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe on a rendered element and fails on serious or critical violations. */
export async function expectNoAxeViolations(element: Element) {
  // color-contrast needs layout, which jsdom lacks; the Storybook browser run covers it.
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
