// Installable: served from a sub-path, the page names a web app manifest that Chromium finds
// installable as it is: the game's name and theme colour, full-screen, its start and scope at
// the game's own address, and PNG icons drawn at build time from static/icon.svg. Offline play
// is the service worker's (storage.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servedSite } from './suite.mjs';

const BASE = '/games/kemps/';
const site = servedSite(BASE, [], { offlineWorker: true });

test('the game is installable from a sub-path: manifest, icons, full screen', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 360, height: 640 } });
  const page_url = new URL(BASE, site.url).href;
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

// Any static host: one that serves the Wasm without its `application/wasm` type still starts
// the game (the loader compiles it from its bytes), and the service worker is registered only
// once the game has started.
test('a host that serves the Wasm with another type still starts the game', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1280, height: 800 } });
  await page.route(/_bg\.wasm$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.addInitScript(() => {
    window.__registeredBeforeStart = null;
    window.__streamingRefused = false;
    const streaming = WebAssembly.compileStreaming;
    WebAssembly.compileStreaming = (...args) => streaming.apply(WebAssembly, args).catch((e) => {
      window.__streamingRefused = true;
      throw e;
    });
    addEventListener('KempsStarted', async () => {
      window.__registeredBeforeStart = !!(await navigator.serviceWorker.getRegistration());
    });
  });
  await page.goto(new URL(BASE, site.url).href);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: /^Start/ }).waitFor();
  assert.ok(await page.evaluate(() => window.__streamingRefused), 'the browser refused to compile it as it streamed in');
  assert.equal(await page.evaluate(() => window.__registeredBeforeStart), false, 'no worker installs while the game starts');
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  assert.deepEqual(problems, []);
  await context.close();
});

// A page whose Wasm cannot be fetched says so in words, instead of staying blank.
test('a page whose Wasm is missing says that the game could not start', { timeout: 60_000 }, async () => {
  const { page, context } = await site.open({ viewport: { width: 360, height: 640 } });
  await page.route(/_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(new URL(BASE, site.url).href);
  const message = page.getByRole('alert');
  await message.waitFor();
  assert.match(await message.innerText(), /^Kemps could not start: .*404.*Reload the page to try again\.$/);
  assert.ok(await message.isVisible());
  await context.close();

  // The same when the script that starts it is missing.
  const glue = await site.open({ viewport: { width: 360, height: 640 } });
  await glue.page.route(/kemps-[0-9a-f]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await glue.page.goto(new URL(BASE, site.url).href);
  await glue.page.getByRole('alert').waitFor();
  assert.match(await glue.page.getByRole('alert').innerText(), /^Kemps could not start: .*kemps-[0-9a-f]+\.js.*Reload the page to try again\.$/);
  await glue.context.close();
});
