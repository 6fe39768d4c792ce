// The page's first build is split (scripts/wasm.mjs, src/ui/lazy.rs): a first visit downloads
// the home screen's code, and the set-up's, the table's and a replay's files come when those
// screens first open. A screen whose file is slow to come says "Loading…" after a moment and
// then takes the focus as it would have; one whose file cannot be fetched says so, with Try
// again and Home, and loses nothing. Served under a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { ready, started, swapByKeys } from './helpers.mjs';
import { msg } from './ftl.mjs';
import { screenshot } from './browser.mjs';
import { drive } from './clock.mjs';

const site = servedSite('/games/kemps/');
// No offline worker: the page's own requests are the ones these tests answer for (the worker,
// which keeps the split screens' files with the build, has e2e/offline.test.mjs).
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' };
const PART = /\/part-([\w-]+)-[0-9a-f]{16}\.wasm$/;

/**
 * A page whose requests for split screens' files are listed by name (`table`, `chunk-6`…), on
 * a clock the test drives (see clock.mjs): the table's countdown runs in page time; the files
 * come in real time, and the "Loading…" a slow file brings fades in on real time (a CSS
 * animation).
 */
async function open() {
  const opened = await site.open(phone);
  await drive(opened.page);
  opened.parts = [];
  opened.page.on('request', (r) => {
    const part = PART.exec(new URL(r.url()).pathname);
    if (part) opened.parts.push(part[1]);
  });
  return opened;
}

test("a first visit fetches no split screen's file; each comes when its screen first opens, once", async () => {
  const { page, problems, context, parts } = await open();
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Skip' }).tap();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(parts, [], 'the home screen needs none');
  const listed = await page.evaluate(() => [...document.documentElement.outerHTML.matchAll(/\.\/part-([\w-]+)-[0-9a-f]{16}\.wasm/g)].map((m) => m[1]));
  for (const screen of ['table', 'setup', 'replay']) assert.ok(listed.includes(screen), `the page lists the ${screen}'s file: ${listed}`);

  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByRole('button', { name: 'Start' }).waitFor();
  assert.ok(parts.includes('setup') && !parts.includes('table'), `the set-up's file, not the table's: ${parts}`);
  const focused = await page.evaluate(() => document.activeElement?.closest('.screen')?.className ?? document.activeElement?.tagName);
  assert.match(focused, /\bsetup\b/, 'the set-up has the focus, as a screen that opens has');

  await page.getByRole('button', { name: 'Start' }).tap();
  await ready(page);
  await started(page);
  assert.ok(parts.includes('table'), `the table's file, once it opens: ${parts}`);
  assert.ok(await swapByKeys(page), 'the table plays');

  // Home, and the set-up again: nothing more is fetched.
  const before = parts.length;
  await page.getByRole('button', { name: 'Leave' }).tap();
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByRole('button', { name: 'Start' }).tap();
  await ready(page);
  assert.equal(parts.length, before, `no file again: ${parts}`);
  assert.equal(new Set(parts).size, parts.length, `no file twice: ${parts}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a screen whose file is slow says Loading, then shows and takes the focus', async () => {
  const { page, problems, context } = await open();
  let release;
  const held = new Promise((done) => { release = done; });
  await page.route(/\/part-table-[0-9a-f]{16}\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}?seed=5`);
  const loading = page.getByRole('status').filter({ hasText: msg('en', 'menu-lazy-loading') });
  await loading.waitFor();
  await page.waitForFunction(() => Number(getComputedStyle(document.querySelector('.screen.loading [role=status]')).opacity) === 1);
  await screenshot(page, `${ARTIFACTS}split-loading-360.png`);
  release();
  await ready(page);
  assert.equal(await loading.count(), 0);
  const focus = await page.evaluate(() => !!document.activeElement?.closest('.table-page'));
  assert.ok(focus, 'the table has the focus');
  await started(page);
  assert.ok(await swapByKeys(page), 'the keys play at once');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a host that serves the split screens\' files without the Wasm type still opens them', async () => {
  const { page, problems, context, parts } = await open();
  await page.route(/\.wasm$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.goto(`${site.url}?seed=5`);
  await ready(page);
  await started(page);
  assert.ok(parts.includes('table'));
  assert.ok(await swapByKeys(page), 'the table plays');
  assert.deepEqual(problems.filter((p) => !/MIME type|application\/wasm|compileStreaming|instantiateStreaming/i.test(p)), []);
  await context.close();
});

// The lines the browser writes for a file that could not be fetched.
const expected = (p) => /ERR_INTERNET_DISCONNECTED|TypeError: Failed to fetch/.test(p);

test("a screen whose file cannot be fetched says so; Try again opens it once it can be, Reload loads the page again, and Home goes home", async () => {
  const { page, problems, context } = await open();
  let asked = 0;
  await page.route(/\/part-table-[0-9a-f]{16}\.wasm$/, (route) => {
    asked += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto(`${site.url}?seed=5`);
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.equal(await alert.textContent(), msg('en', 'menu-lazy-failed'));
  const retry = page.getByRole('button', { name: msg('en', 'menu-lazy-retry') });
  assert.ok(await retry.evaluate((b) => b === document.activeElement), 'Try again has the focus');
  await screenshot(page, `${ARTIFACTS}split-failed-360.png`);

  // Still unreachable: asked again, and the same answer. Then it comes back.
  const before = asked;
  await retry.tap();
  for (const deadline = Date.now() + 10_000; asked === before && Date.now() < deadline;) await page.waitForTimeout(50);
  assert.equal(asked, before + 1, 'Try again asks for the file again');
  await alert.waitFor();
  await page.unroute(/\/part-table-[0-9a-f]{16}\.wasm$/);
  await retry.tap();
  await ready(page);
  await started(page);
  assert.ok(await swapByKeys(page), 'the deal of the address, played');
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '5', 'the deal of the address');

  // Home from the same answer, on another screen of its own file: the set-up's.
  const other = await open();
  await other.page.route(/\/part-setup-[0-9a-f]{16}\.wasm$/, (route) => route.abort('internetdisconnected'));
  await other.page.goto(site.url);
  await other.page.getByRole('button', { name: 'Skip' }).tap();
  await other.page.getByRole('button', { name: 'Play', exact: true }).tap();
  await other.page.getByRole('alert').waitFor();
  await other.page.getByRole('button', { name: msg('en', 'menu-home') }).tap();
  await other.page.getByRole('button', { name: 'Play', exact: true }).tap();
  await other.page.getByRole('alert').waitFor();
  // Reload: the page again, which fetches the file now that it can.
  await other.page.unroute(/\/part-setup-[0-9a-f]{16}\.wasm$/);
  await Promise.all([other.page.waitForEvent('load'), other.page.getByRole('button', { name: msg('en', 'menu-lazy-reload') }).tap()]);
  await other.page.getByRole('button', { name: 'Play', exact: true }).tap();
  await other.page.getByRole('button', { name: 'Start' }).waitFor();
  assert.deepEqual([...problems, ...other.problems].filter((p) => !expected(p)), []);
  await other.context.close();
  await context.close();
});
