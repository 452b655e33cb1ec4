// Settings shared by every Vitest project: Debian's Chromium, headless, on 127.0.0.1 only.
import { playwright } from '@vitest/browser-playwright';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchOptions = { executablePath: chromiumPath, headless: true, args: chromiumArgs };

/** Browser-mode settings for a Vitest project, with its API server pinned to 127.0.0.1:port
 * (shifted by VITEST_PORT_OFFSET, so two checkouts can run their browser tests at once). */
export function browserProject(port: number) {
  return {
    enabled: true,
    headless: true,
    api: { host: '127.0.0.1', port: port + Number(process.env.VITEST_PORT_OFFSET ?? 0), strictPort: true },
    provider: playwright({ launchOptions }),
    instances: [{ browser: 'chromium' as const }],
  };
}
