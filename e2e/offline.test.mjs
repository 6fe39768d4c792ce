// The offline worker (static/sw.js) keeps one whole build of the game and never loses it to what
// a host answers: a maintenance page, an error, a deploy half done. Each test serves its own copy
// of the built page (its own origin, so its own worker and cache), which it changes or answers
// for as a host would (serve.mjs's `answers`), after a first visit has cached the game.
//
// Online, the game's address opens the cached game rather than a host's maintenance page: the
// player asked for the game, and the cached build plays without the host.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { serve } from './serve.mjs';
import { watchedPage } from './browser.mjs';
import { DIST, servedSite } from './suite.mjs';
import { ready, started, swapByKeys } from './helpers.mjs';
import { msg } from './ftl.mjs';
import { drive, isDriven, runFor } from './clock.mjs';

const site = servedSite('/', [], { offlineWorker: true });
// The pages that play run on a clock the test drives (see clock.mjs): the table's countdown
// is page time. The worker and the network keep real time.
const VIEWPORT = { viewport: { width: 1024, height: 768 } };
const MAINTENANCE = '<!doctype html><html lang="en"><title>Down for maintenance</title><p>We will be back soon.</p></html>';
const playButton = (page) => page.getByRole('button', { name: 'Play', exact: true });

/** A copy of the built page in a folder of its own, served at `base`; both are gone after the test. */
async function hostCopy(t, base = '/') {
  const dir = await mkdtemp(`${tmpdir()}/kemps-site-`);
  await cp(DIST, dir, { recursive: true });
  const host = await serve(dir, base);
  t.after(async () => {
    await host.close();
    await rm(dir, { recursive: true, force: true });
  });
  return { dir, host };
}

/** What the worker's cache holds, by address. */
const kept = (page) => page.evaluate(async () => (await (await caches.open('kemps-v1')).keys()).map((r) => r.url).sort());

/**
 * The built page's first build deployed again under the hash `next`: its glue and the split
 * build's fetching module, which name each other, with `next` in their names and in each
 * other's (its Wasm only when `wasm`).
 */
async function redeploy(dir, hash, next, { wasm }) {
  for (const name of [`kemps-${hash}.js`, `split-${hash}.js`]) {
    await writeFile(`${dir}/${name.replace(hash, next)}`, (await readFile(`${dir}/${name}`, 'utf8')).replaceAll(hash, next));
  }
  if (wasm) await copyFile(`${dir}/kemps-${hash}_bg.wasm`, `${dir}/kemps-${next}_bg.wasm`);
}

/** Opens the game at `url` once (in `lang`), and waits until its worker has cached the page and its files. */
async function firstVisit(page, url, lang = 'en') {
  await page.goto(url);
  await page.getByRole('button', { name: msg(lang, 'menu-home-play'), exact: true }).waitFor();
  // (The page registers its worker on a timer once the game has started.)
  if (isDriven(page)) await runFor(page, 100);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // The page is kept last, once every file it names is.
  await page.waitForFunction(async () => !!(await (await caches.open('kemps-v1')).match('./')), null, { timeout: 15_000 });
  return kept(page);
}

/** Opens a deal at the game's address `url` (resuming it when it was opened before) and swaps a card in it. */
async function plays(page, url) {
  await page.goto(`${url}?seed=5`);
  const resume = page.getByRole('button', { name: 'Resume your match' });
  await page.getByRole('list', { name: 'Centre cards' }).locator('[data-card]').or(resume).first().waitFor();
  if (await resume.isVisible()) await resume.click();
  await ready(page);
  await started(page);
  assert.ok(await swapByKeys(page), 'the game plays');
}

test('a maintenance page the host answers with 200 neither replaces the game nor drops its files', { timeout: 60_000 }, async (t) => {
  const { host } = await hostCopy(t);
  const { page, problems, context } = await watchedPage(site.browser, new URL(host.url).origin, VIEWPORT);
  await drive(page);
  const files = await firstVisit(page, host.url);
  // The split screens' files are kept with the build: a first visit plays offline.
  const parts = await page.evaluate(() => [...document.documentElement.outerHTML.matchAll(/\.\/(part-[\w-]+-[0-9a-f]{16}\.wasm)/g)].map((m) => m[1]));
  assert.ok(parts.some((p) => p.startsWith('part-table-')), `the page names the table's file: ${parts}`);
  for (const part of parts) assert.ok(files.some((u) => u.endsWith(`/${part}`)), `${part} is kept: ${files.join(' ')}`);
  for (const path of ['', 'index.html']) host.answers.set(path, { status: 200, body: MAINTENANCE });
  await page.reload();
  await playButton(page).waitFor();
  assert.match(await page.title(), /^Kemps/, 'online, the game is opened, not the host\'s page');
  await plays(page, `${host.url}index.html`);
  assert.deepEqual(await kept(page), files, 'the game and its files are kept');
  assert.match(await page.evaluate(async () => (await (await caches.open('kemps-v1')).match('./')).text()), /<title>Kemps/);
  await context.setOffline(true);
  await plays(page, host.url);
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the host answering the game\'s address with 503 or 404 still opens the cached game, which plays (hosted under a sub-path)', { timeout: 90_000 }, async (t) => {
  const { host } = await hostCopy(t, '/games/kemps/');
  const { page, problems, context } = await watchedPage(site.browser, new URL(host.url).origin, VIEWPORT);
  await drive(page);
  const files = await firstVisit(page, host.url);
  for (const status of [503, 404]) {
    for (const path of ['', 'index.html']) host.answers.set(path, { status, type: 'text/plain', body: `${status}` });
    await plays(page, host.url);
    await plays(page, `${host.url}index.html`);
    assert.deepEqual(await kept(page), files, `after a ${status}, the game and its files are kept`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a half-finished deploy starts the previous build, and the new one once its files are there', { timeout: 90_000 }, async (t) => {
  const { dir, host } = await hostCopy(t);
  const { page, problems, context } = await watchedPage(site.browser, new URL(host.url).origin, VIEWPORT);
  await drive(page);
  const files = await firstVisit(page, host.url);
  // The new build's page is there, and its glue, but not its Wasm yet (a 404).
  const index = await readFile(`${dir}/index.html`, 'utf8');
  const [, hash] = /\.\/kemps-([0-9a-f]+)\.js/.exec(index);
  const next = hash.replace(/[0-9a-f]/g, (c) => ((parseInt(c, 16) + 1) % 16).toString(16));
  await writeFile(`${dir}/index.html`, index.replaceAll(hash, next).replace('<title>Kemps', '<title>Kemps (new build)'));
  await redeploy(dir, hash, next, { wasm: false });
  await page.reload();
  await playButton(page).waitFor();
  assert.doesNotMatch(await page.title(), /new build/, 'the previous build starts');
  assert.deepEqual(await kept(page), files, 'and it stays cached whole');
  await plays(page, host.url);

  // The deploy completes: the new build is taken on the next visit, and then plays offline.
  await redeploy(dir, hash, next, { wasm: true });
  await page.goto(host.url);
  await playButton(page).waitFor();
  assert.match(await page.title(), /new build/, 'the new build starts');
  const now = await kept(page);
  assert.ok(now.some((u) => u.endsWith(`kemps-${next}_bg.wasm`)) && !now.some((u) => u.includes(hash)), `only the new build is kept: ${now.join(' ')}`);
  await context.setOffline(true);
  await plays(page, host.url);
  assert.match(await page.title(), /new build/, 'and it is the new build that plays offline');
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the build with friend play is kept once used, opens offline, and follows a new deploy', { timeout: 90_000 }, async (t) => {
  const { dir, host } = await hostCopy(t);
  const { page, problems, context } = await watchedPage(site.browser, new URL(host.url).origin, VIEWPORT);
  await context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
  const files = await firstVisit(page, host.url);
  assert.ok(!files.some((u) => u.includes('/friends-')), 'not with the first visit');
  const friendsKept = async () => (await kept(page)).filter((u) => u.includes('/friends-')).map((u) => u.slice(u.lastIndexOf('/') + 1));
  await page.getByRole('button', { name: 'Play with a friend' }).click();
  await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).filter((r) => r.url.includes('/friends-')).length === 2, null, { timeout: 15_000 });
  const index = await readFile(`${dir}/index.html`, 'utf8');
  const [, hash] = /\.\/friends-([0-9a-f]{16})\.js/.exec(index);
  assert.deepEqual((await friendsKept()).sort(), [`friends-${hash}.js`, `friends-${hash}_bg.wasm`]);

  await context.setOffline(true);
  await page.goto(`${host.url}?friend`);
  await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  await context.setOffline(false);

  // A new deploy whose build with friend play has another hash: it is fetched with the page.
  const next = hash.replace(/[0-9a-f]/g, (c) => ((parseInt(c, 16) + 1) % 16).toString(16));
  for (const ext of ['.js', '_bg.wasm']) await copyFile(`${dir}/friends-${hash}${ext}`, `${dir}/friends-${next}${ext}`);
  await writeFile(`${dir}/index.html`, index.replaceAll(hash, next));
  await page.goto(host.url);
  await playButton(page).waitFor();
  await page.waitForFunction(async (n) => (await (await caches.open('kemps-v1')).keys()).some((r) => r.url.includes(n)), next, { timeout: 15_000 });
  assert.deepEqual((await friendsKept()).sort(), [`friends-${next}.js`, `friends-${next}_bg.wasm`], 'the new one only');
  assert.deepEqual(problems, []);
  await context.close();
});

// Offline, a worker that holds no build of the game (its cache was cleared, or the game was
// never kept) can only say so: in the browser's language, as the game would speak.
test('offline, a French browser whose worker never kept the game is told so in French', { timeout: 60_000 }, async (t) => {
  const { host } = await hostCopy(t);
  const { page, context } = await watchedPage(site.browser, new URL(host.url).origin, { ...VIEWPORT, locale: 'fr-FR' });
  await firstVisit(page, host.url, 'fr');
  await page.evaluate(() => caches.delete('kemps-v1'));
  await context.setOffline(true);
  const answer = await page.goto(host.url);
  assert.equal(answer.status(), 503);
  assert.equal(await page.locator('body').innerText(), msg('fr', 'page-offline'));
  const german = await page.goto(`${host.url}?lang=de`);
  assert.equal(await german.text(), msg('de', 'page-offline'), 'the address\'s language first, as the game');
  await context.setOffline(false);
  await context.close();
});
