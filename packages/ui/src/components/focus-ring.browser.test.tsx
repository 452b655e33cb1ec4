// WCAG 2.4.7: every element of the kit that takes keyboard focus shows a visible indicator. Each
// story of every component is rendered and walked with the real Tab key (so :focus-visible
// applies); composite widgets are entered with their arrow keys. The focused element itself must
// draw an outline or a ring (box-shadow), read from its computed style.
import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./*.stories.tsx', { eager: true });

/** Alpha of a computed colour (`rgb()`, `rgba()`, `color(srgb …)`, `oklch()` …); 1 if none given. */
function alpha(color: string) {
  if (color === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(color);
  return rgba ? Number(rgba[1]) : 1;
}

/** Why the element shows no focus indicator, or null when it shows one. */
export function missingIndicator(element: Element): string | null {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alpha(style.outlineColor) > 0.2;
  const ring = style.boxShadow !== 'none' && !/^(rgba?\(0, 0, 0, 0\)[^,]*,?\s*)+$/.test(style.boxShadow);
  if (outline || ring) return null;
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
  return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''} data-slot=${element.getAttribute('data-slot') ?? ''}> "${name}": outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, box-shadow ${style.boxShadow}`;
}

function focused() {
  const element = document.activeElement;
  return element && element !== document.body ? element : null;
}

/** Presses Tab until focus leaves the rendered story, checking each stop; returns the failures. */
async function tabThrough(container: HTMLElement, maxStops = 30) {
  const failures: string[] = [];
  const seen = new Set<Element>();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await userEvent.keyboard('{Tab}');
    const element = focused();
    if (!element || seen.has(element)) break;
    seen.add(element);
    // Overlays render in portals; anything focusable the story owns counts.
    if (!container.contains(element) && !element.closest('[data-radix-popper-content-wrapper],[role=dialog]'))
      break;
    const problem = missingIndicator(element);
    if (problem) failures.push(problem);
  }
  return failures;
}

function renderStory(element: ReactElement) {
  return render(<UiLabelsProvider labels={enUiLabels}>{element}</UiLabelsProvider>);
}

describe('visible focus indicator on every interactive component', () => {
  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module) as Record<string, () => ReactElement>;
    describe(file, () => {
      for (const [name, Story] of Object.entries(stories)) {
        it(`${name}: every Tab stop shows an outline or ring`, async () => {
          const { container, unmount } = renderStory(<Story />);
          // Start before the story, so the first Tab lands on its first stop.
          (document.activeElement as HTMLElement | null)?.blur();
          expect(await tabThrough(container)).toEqual([]);
          unmount();
        });
      }
    });
  }
});

/** A story (by default the first in name order) of a component's stories file. */
function firstStory(file: string, name?: string) {
  const stories = composeStories(modules[file]!) as Record<string, () => ReactElement>;
  const Story = name ? stories[name]! : Object.values(stories)[0]!;
  return renderStory(<Story />);
}

function tabStop(selector: string) {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  element.focus();
  return element;
}

async function expectIndicatorAfter(keys: string[], role: RegExp | string) {
  for (const key of keys) await userEvent.keyboard(key);
  await waitFor(() =>
    expect(focused()?.getAttribute('role') ?? focused()?.getAttribute('data-slot')).toMatch(role),
  );
  expect(missingIndicator(focused()!)).toBeNull();
}

describe('focus indicators inside composite widgets (arrow keys)', () => {
  it('Tree items', async () => {
    firstStory('./tree.stories.tsx');
    tabStop('[role=treeitem][tabindex="0"]');
    await expectIndicatorAfter(['{ArrowDown}'], 'treeitem');
  });

  it('TagBar tags (the focused button draws it, not a wrapper)', async () => {
    firstStory('./tag-bar.stories.tsx');
    tabStop('[data-slot=tag-bar-tag][tabindex="0"]');
    await expectIndicatorAfter(['{ArrowRight}'], 'tag-bar-tag');
  });

  it('TreeSelect items', async () => {
    firstStory('./tree-select.stories.tsx', 'TopLevel');
    tabStop('[data-slot=tree-select]');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toHaveAttribute('type', 'search'));
    await expectIndicatorAfter(['{ArrowDown}', '{ArrowDown}'], 'treeitem');
  });

  it('DatePicker days', async () => {
    firstStory('./date-picker.stories.tsx');
    tabStop('input');
    await expectIndicatorAfter(['{Alt>}{ArrowDown}{/Alt}', '{ArrowRight}'], 'gridcell');
  });

  it('DropdownMenu items', async () => {
    firstStory('./dropdown-menu.stories.tsx');
    tabStop('button');
    await expectIndicatorAfter(['{Enter}', '{ArrowDown}'], /^menuitem/);
  });

  it('Select options', async () => {
    firstStory('./select.stories.tsx');
    tabStop('[role=combobox]');
    await expectIndicatorAfter(['{Enter}', '{ArrowDown}'], 'option');
  });
});
