// Debian's Chromium driven by playwright-core, with a watch on console errors and on any
// request that leaves the page's own origin. The end-to-end tests run in Chromium's headless
// shell (Debian's chromium-headless-shell: the same Blink, V8 and network stack, without the
// full browser's windows, profile and services around them); measured on the whole stage, it
// spends about two thirds of the CPU the full browser in its headless mode does (406 against
// 656 CPU-seconds), and draws the same screenshots. What measures a player's experience
// (scripts/bench) and what records the full browser's own output (sdp_samples.mjs) run the
// full browser. CHROMIUM names another binary for either.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

// (Playwright adds --headless: the full browser's headless mode, or the shell.)
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * Chromium's headless shell, or with `{ full: true }` the full browser, with `extra` switches
 * beside the usual ones (e.g. a minimum font size).
 */
export async function launch(extra = [], { full = false } = {}) {
  const executablePath = process.env.CHROMIUM ?? (full ? '/usr/bin/chromium' : '/usr/bin/chromium-headless-shell');
  return chromium.launch({ executablePath, args: [...ARGS, ...extra] });
}

/** A new page that records console errors, page errors and foreign requests. */
export async function watchedPage(browser, origin, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol !== 'data:' && url.origin !== origin) problems.push(`request outside the page's origin: ${req.url()}`);
  });
  return { context, page, problems };
}

/** Each page's DevTools session for its screenshots. */
const sessions = new WeakMap();

/**
 * Saves what `page` shows as a PNG at `path`, as `page.screenshot({ path })` does, but
 * encoded for speed (Chromium's `optimizeForSpeed`): a file about half as large again, for a
 * quarter of the CPU, and the suite saves some 240. A whole page (`fullPage`), taller than
 * the viewport, is left to playwright, which sizes the page for it.
 */
export async function screenshot(page, path, { fullPage = false } = {}) {
  if (fullPage) {
    await page.screenshot({ path, fullPage });
    return;
  }
  if (!sessions.has(page)) sessions.set(page, await page.context().newCDPSession(page));
  const { data } = await sessions.get(page).send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true });
  await writeFile(path, Buffer.from(data, 'base64'));
}
