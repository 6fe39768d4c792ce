// The opening every end-to-end test file shares: where the project and the screenshots are,
// and the file's set-up, which is the built page served on 127.0.0.1 and one Chromium for all
// of the file's tests. Each page a test opens gets a fresh browser context (its own storage,
// service worker and caches), so the tests stay independent of each other. The offline worker
// is registered only in the files that test it (`{ offlineWorker: true }`): installing it
// fetches and stores every file of the build, about a second of CPU for each fresh context,
// which the other tests would spend for nothing (a first visit plays without it).
//
//   import { ARTIFACTS, servedSite } from './suite.mjs';
//   const site = servedSite();
//   test('…', async () => {
//     const { page, problems, context } = await site.open({ viewport: { width: 1280, height: 800 } });
//     await page.goto(`${site.url}?seed=42&speed=fast`);
//     …
import { before, after } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launch, watchedPage } from './browser.mjs';
import { serve } from './serve.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where the tests save their screenshots (and a downloaded replay). */
export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
/** The built page: `dist`, or another build (a development copy) named by KEMPS_DIST. */
export const DIST = process.env.KEMPS_DIST ?? `${ROOT}dist`;

await mkdir(ARTIFACTS, { recursive: true });

/**
 * Registers a test file's set-up: the built page served at `base` and one Chromium (with the
 * command-line switches `args`, e.g. a minimum font size), started
 * before the first test and closed after the last. Returns the site:
 * `site.url` (the page's address), `site.origin`, `site.browser`, and `site.open(options)`,
 * a watched page (see browser.mjs) in a fresh context made with `options`, whose page
 * registers the offline worker only with `offlineWorker` (or `serviceWorkers: 'allow'` in
 * `options`).
 */
export function servedSite(base = '/', args = [], { offlineWorker = false } = {}) {
  const site = {
    server: null,
    browser: null,
    get url() { return site.server.url; },
    get origin() { return new URL(site.server.url).origin; },
    open: (options = {}) => watchedPage(site.browser, site.origin, { serviceWorkers: offlineWorker ? 'allow' : 'block', ...options }),
  };
  before(async () => {
    site.server = await serve(DIST, base);
    site.browser = await launch(args);
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
