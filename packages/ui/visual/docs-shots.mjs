// Screenshots of the static Storybook as a designer meets it (toolbar, docs pages), for a person to
// look at: `node packages/ui/visual/docs-shots.mjs` after a build; PNGs go to artifacts/visual/docs.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const port = Number(process.env.VISUAL_PORT ?? 6032);
const out = path.resolve(import.meta.dirname, '../../../artifacts/visual/docs');
mkdirSync(out, { recursive: true });
const server = spawn(process.execPath, [path.join(import.meta.dirname, 'serve-static.mjs'), String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const base = `http://127.0.0.1:${port}/`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const shots = [
    [
      'toolbar-zh-dark-purple',
      'index.html?path=/story/layout-appshell--sidebar&globals=locale:zh;pageStyle:dark;themeColor:!hex(6959CD)',
    ],
    ['introduction', 'index.html?path=/docs/introduction--docs'],
    ['docs-appshell', 'index.html?path=/docs/layout-appshell--docs'],
    ['docs-tagbar', 'index.html?path=/docs/layout-tagbar--docs'],
    ['docs-settingsdrawer', 'index.html?path=/docs/layout-settingsdrawer--docs'],
    ['docs-button', 'index.html?path=/docs/primitives-button--docs'],
    ['docs-permissiongate', 'index.html?path=/docs/composites-permissiongate--docs'],
  ];
  for (const [name, url] of process.argv[2] ? shots.filter(([n]) => n.includes(process.argv[2])) : shots) {
    await page.goto(base + url);
    await page.waitForTimeout(4000);
    // The docs page scrolls inside its iframe (a story's focus may have moved it): top first, then
    // a second shot further down.
    const frame = page
      .frames()
      .find((f) => f.url().includes('iframe.html') && f.url().includes('viewMode=docs'));
    await frame?.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(3000);
    await page.screenshot({ path: path.join(out, `${name}.png`) });
    if (name.startsWith('docs-') && frame) {
      await frame.evaluate(() => window.scrollTo(0, 800));
      await page.waitForTimeout(3000);
      await page.screenshot({ path: path.join(out, `${name}-2.png`) });
    }
    console.log(name);
  }
  // "Show code" on the TagBar docs page prints the code an app writes.
  await page.goto(`${base}iframe.html?viewMode=docs&id=layout-tagbar--docs`);
  await page.getByText('Show code').first().click({ timeout: 60_000 });
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(out, 'docs-tagbar-show-code.png'), fullPage: false });
} finally {
  await browser.close();
  server.kill();
}
