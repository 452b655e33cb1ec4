// Every story of the static Storybook build, screenshotted in four looks (en/zh × light/dark) and
// compared with ./baselines. Fast by design: one page per worker loads the preview once and switches
// stories and globals through Storybook's channel (no page load per shot); a story's play function
// runs once, then the globals change re-renders it in place, state kept; animations are off
// (reduced motion, Playwright's `animations: 'disabled'`) and fonts are loaded before each shot;
// the shot is clipped to what the story draws (portals included), not the whole page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
const index = JSON.parse(
  readFileSync(
    path.join(
      path.resolve(process.env.STORYBOOK_DIR ?? path.join(import.meta.dirname, '../../../storybook-static')),
      'index.json',
    ),
    'utf8',
  ),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('skip-visual'),
);

/** The four looks; the first is the one play functions run in (their queries are in English). */
const looks = [
  { name: 'en-light', globals: { locale: 'en', pageStyle: 'light' } },
  { name: 'en-dark', globals: { locale: 'en', pageStyle: 'dark' } },
  { name: 'zh-dark', globals: { locale: 'zh', pageStyle: 'dark' } },
  { name: 'zh-light', globals: { locale: 'zh', pageStyle: 'light' } },
] as const;
const first = looks[0].globals;

declare global {
  interface Window {
    __visual: { finished: Record<string, number>; errors: Record<string, string> };
  }
}

/** Resolves when the current story has rendered (play and afterEach included) n times. */
async function finishedTimes(page: Page, id: string, n: number) {
  await page.waitForFunction(
    ([storyId, times]) => (window.__visual.finished[storyId] ?? 0) >= times,
    [id, n] as const,
    {
      timeout: 15_000,
    },
  );
}

async function updateGlobals(page: Page, globals: Record<string, string>, id: string) {
  const before = await page.evaluate((storyId) => window.__visual.finished[storyId] ?? 0, id);
  await page.evaluate((next) => {
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit(e: string, p: unknown): void } } }
    ).__STORYBOOK_PREVIEW__;
    preview.channel.emit('updateGlobals', { globals: next });
  }, globals);
  await finishedTimes(page, id, before + 1);
}

/** The box around everything the story drew: its root's content and any portal (dialogs, menus). */
async function drawnBox(page: Page) {
  return page.evaluate(() => {
    const skip = new Set(['storybook-docs', 'storybook-highlights-root']);
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    const roots = [...document.body.children].filter(
      (el) =>
        !skip.has(el.id) &&
        !['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName) &&
        !el.classList.contains('sb-wrapper'),
    );
    for (const root of roots) {
      for (const el of root.querySelectorAll('*')) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'contents') continue;
        left = Math.min(left, rect.left);
        top = Math.min(top, rect.top);
        right = Math.max(right, rect.right);
        bottom = Math.max(bottom, rect.bottom);
      }
    }
    if (!Number.isFinite(left)) return null;
    const pad = 8;
    const x = Math.max(0, Math.floor(left) - pad);
    const y = Math.max(0, Math.floor(top) - pad);
    return {
      x,
      y,
      width: Math.min(window.innerWidth, Math.ceil(right) + pad) - x,
      height: Math.min(window.innerHeight, Math.ceil(bottom) + pad) - y,
    };
  });
}

const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({
        viewport: { width: 800, height: 600 },
        reducedMotion: 'reduce',
        // Storybook then pauses CSS animations at their end state instead of waiting ≥ 100 ms for
        // them after every render (its isTestEnvironment check).
        userAgent: `${browser.browserType().name()} StorybookTestRunner`,
      });
      await page.addInitScript(() => {
        window.__visual = { finished: {}, errors: {} };
      });
      const firstId = stories[0]!.id;
      // The accessibility check runs in the story tests; here it would only cost time.
      await page.goto(`iframe.html?id=${firstId}&viewMode=story&globals=a11y.manual:!true`);
      await page.waitForFunction(
        () => 'channel' in ((window as { __STORYBOOK_PREVIEW__?: object }).__STORYBOOK_PREVIEW__ ?? {}),
      );
      await page.evaluate(() => {
        type Channel = { on(event: string, handler: (payload: never) => void): void };
        const { channel, currentSelection } = (
          window as unknown as {
            __STORYBOOK_PREVIEW__: { channel: Channel; currentSelection?: { storyId: string } };
          }
        ).__STORYBOOK_PREVIEW__;
        channel.on(
          'storyRenderPhaseChanged',
          ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
            if (newPhase === 'finished')
              window.__visual.finished[storyId] = (window.__visual.finished[storyId] ?? 0) + 1;
          },
        );
        channel.on('playFunctionThrewException', ({ message }: { message: string }) => {
          if (currentSelection) window.__visual.errors[currentSelection.storyId] = message;
        });
      });
      await page.waitForFunction(
        () =>
          (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__.currentRender?.phase === 'finished',
      );
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview: page }) => {
    const shownBefore = await page.evaluate((id) => window.__visual.finished[id] ?? 0, story.id);
    const current = await page.evaluate(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__: { currentSelection?: { storyId: string } } })
          .__STORYBOOK_PREVIEW__.currentSelection?.storyId,
    );
    // Back to the looks play functions are written for, then the story (its play runs once).
    if (current && current !== story.id) await updateGlobals(page, first, current);
    await page.evaluate((storyId) => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__: { channel: { emit(e: string, p: unknown): void } } }
      ).__STORYBOOK_PREVIEW__;
      preview.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
    if (current !== story.id) await finishedTimes(page, story.id, shownBefore + 1);
    expect(
      await page.evaluate((id) => window.__visual.errors[id], story.id),
      'play function',
    ).toBeUndefined();

    for (const look of looks) {
      if (look !== looks[0]) await updateGlobals(page, look.globals, story.id);
      await page.evaluate(() => document.fonts.ready);
      const clip = await drawnBox(page);
      const shot = clip
        ? await page.screenshot({ clip, animations: 'disabled', caret: 'hide' })
        : await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect.soft(shot).toMatchSnapshot([story.id, `${look.name}.png`]);
    }
  });
}
