// Installable: served from a sub-path, the page names a web app manifest that Chromium finds
// installable as it is: the game's name and theme colour, full-screen, its start and scope at
// the game's own address, and PNG icons drawn at build time from static/icon.svg. Offline play
// is the service worker's (storage.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { servedSite, watchedPage } from './browser.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASE = '/games/kemps/';
const site = servedSite(before, after, ROOT, BASE);
const origin = () => new URL(site.server.url).origin;

test('the game is installable from a sub-path: manifest, icons, full screen', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await watchedPage(site.browser, origin(), { viewport: { width: 360, height: 640 } });
  const page_url = new URL(BASE, site.server.url).href;
  await page.goto(page_url);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });

  const cdp = await context.newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  assert.equal(url, `${page_url}manifest.webmanifest`);
  assert.deepEqual(errors, [], 'the manifest parses without complaint');
  const manifest = JSON.parse(data);
  assert.equal(manifest.short_name, 'Kemps');
  assert.match(manifest.name, /^Kemps/);
  assert.equal(manifest.display, 'fullscreen');
  assert.equal(new URL(manifest.start_url, url).href, page_url, 'it opens the game where it is hosted');
  assert.equal(new URL(manifest.scope, url).href, page_url);
  const themeMeta = await page.locator('meta[name=theme-color]').getAttribute('content');
  assert.equal(manifest.theme_color, themeMeta);

  // Each icon is a PNG of the size it claims, drawn (not blank: many colours).
  const icons = await page.evaluate(async (list) => Promise.all(list.map(async (icon) => {
    const response = await fetch(new URL(icon.src, `${location.href}manifest.webmanifest`));
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set();
    for (let i = 0; i < pixels.length; i += 4 * 97) colours.add((pixels[i] >> 4) * 256 + (pixels[i + 1] >> 4) * 16 + (pixels[i + 2] >> 4));
    return { ...icon, type: response.headers.get('content-type'), size: `${bitmap.width}x${bitmap.height}`, colours: colours.size };
  })), manifest.icons);
  for (const icon of icons) {
    assert.equal(icon.size, icon.sizes, `${icon.src} is ${icon.sizes}`);
    assert.match(icon.type, /^image\/png/);
    assert.ok(icon.colours >= 8, `${icon.src} is a drawing, not a blank square`);
  }
  assert.ok(icons.some((i) => i.sizes === '192x192') && icons.some((i) => i.sizes === '512x512'));
  assert.ok(icons.some((i) => i.purpose === 'maskable'), 'a maskable icon for round home screens');

  // A test's browser context is an incognito profile, where nothing installs: Chromium says
  // so ('in-incognito'), and that is the only reason it may give.
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), [], 'Chromium finds nothing else stopping an install');
  assert.deepEqual(problems, []);
  await context.close();
});
