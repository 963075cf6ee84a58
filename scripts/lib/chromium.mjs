// Debian's Chromium as the project drives it: the scripts and the browser tests (playwright.config.ts).
import { existsSync } from 'node:fs';

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Chromium build (Blink, V8, network stack)
 * without the full browser's UI layer, which Playwright itself uses for headless runs. A browser test costs half the
 * CPU in it (decision 0792). The browser tests and the bundle check use it when installed; Lighthouse keeps the full
 * browser, /usr/bin/chromium, since it measures what a visitor's browser does.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
