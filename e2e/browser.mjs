// Debian's Chromium driven by playwright-core, with a watch on console errors and on any
// request that leaves the page's own origin.
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
];

/** Chromium, with `extra` switches beside the usual ones (e.g. a minimum font size). */
export async function launch(extra = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: [...ARGS, ...extra] });
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
