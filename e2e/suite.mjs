// The opening every end-to-end test file shares: where the project and the screenshots are,
// and the file's set-up, which is the built page served on 127.0.0.1 and one Chromium for all
// of the file's tests. Each page a test opens gets a fresh browser context (its own storage,
// service worker and caches), so the tests stay independent of each other; a test that only
// opens an address and looks at what it shows may `visit` instead, in a page the file's tests
// share (its storage cleared between them, see `site.visit`). The offline worker
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
//     await context.close();
//   });
//   test('…', async () => {
//     const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } }, { driven: true });
//     await page.goto(`${site.url}?seed=7`);
//     …
//     done();
import { before, after } from 'node:test';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launch, watchedPage } from './browser.mjs';
import { drive } from './clock.mjs';
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
 * `site.url` (the page's address), `site.origin`, `site.browser`, `site.open(options)`, a
 * watched page (see browser.mjs) in a fresh context made with `options`, whose page
 * registers the offline worker only with `offlineWorker` (or `serviceWorkers: 'allow'` in
 * `options`), and `site.visit(options)` (below).
 */
export function servedSite(base = '/', args = [], { offlineWorker = false } = {}) {
  /** The shared pages not in use, by their options (see `visit`). */
  const idle = new Map();
  const site = {
    server: null,
    browser: null,
    get url() { return site.server.url; },
    get origin() { return new URL(site.server.url).origin; },
    open: (options = {}) => watchedPage(site.browser, site.origin, { serviceWorkers: offlineWorker ? 'allow' : 'block', ...options }),
    /**
     * A watched page for a test that opens the game at an address and looks at it, shared
     * with the file's other tests that ask for the same options (apart from the viewport)
     * and the same clock (`driven`: the page's clock driven, see clock.mjs). Opening a fresh
     * context and its page costs more CPU than most such tests spend on what they look at;
     * a page already open loads the game again from its browser's cache. Between two tests
     * the page is taken to a blank page and the site's origin's local storage, IndexedDB,
     * caches, cookies and service workers are cleared (DevTools' `Storage.clearDataForOrigin`,
     * which leaves session storage, which the game does not use): no saved match, setting or
     * statistic carries over, and the offline worker (in a site that has it) is registered
     * again by the next load, as in a fresh context. The viewport is set before the next
     * address loads. A driven page's clock starts again at its start on each load (see
     * clock.mjs). Returns `{ page, problems, done }`: `done()` gives the page back once the
     * test has passed, and takes it to a blank page at once (so that a table left open does
     * not play on meanwhile); a page whose test failed is left as it is and not shared again.
     * Tests that run at once get pages of their own. A test that changes its page for every
     * later load (an init script, a route) opens a page of its own (`open`) instead.
     */
    visit: async (options = {}, { driven = false } = {}) => {
      const { viewport, ...rest } = options;
      const key = JSON.stringify({ ...rest, driven });
      let shared = idle.get(key)?.pop();
      if (shared) {
        await shared.left;
        await shared.cdp.send('Storage.clearDataForOrigin', { origin: site.origin, storageTypes: 'all' });
        // (Playwright's own viewport when the options name none.)
        await shared.page.setViewportSize(viewport ?? { width: 1280, height: 720 });
      } else {
        const { page, context, problems } = await site.open(options);
        shared = { page, problems, cdp: await context.newCDPSession(page) };
        if (driven) await drive(page);
      }
      // What the blank page and the last test left in the page's record is not this test's.
      shared.problems.length = 0;
      return {
        page: shared.page,
        problems: shared.problems,
        done: () => {
          // (A failure to leave, the browser closing at the file's end, is the next visit's.)
          shared.left = shared.page.goto('about:blank');
          shared.left.catch(() => {});
          if (!idle.has(key)) idle.set(key, []);
          idle.get(key).push(shared);
        },
      };
    },
  };
  // A script that is no test file (the benchmark, e2e/bench.mjs) and uses the test helpers
  // sets KEMPS_SITE_BY_HAND=1 before it imports them: it sets `site.server` and
  // `site.browser` itself, and no test hooks are registered (node's test runner would run
  // them, and report, in any script that registers one).
  if (process.env.KEMPS_SITE_BY_HAND === '1') return site;
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
