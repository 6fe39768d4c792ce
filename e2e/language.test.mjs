// The game in the player's language: the browser's languages on a first visit, `?lang=` for a
// link, Settings at once and remembered; English downloads no catalog; a catalog that cannot
// be fetched leaves the page as it was and says so. Served under a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { line, msg } from './ftl.mjs';
import { screenshot } from './browser.mjs';
import { drive } from './clock.mjs';
import { ready, started } from './helpers.mjs';

const site = servedSite('/games/kemps/', [], { offlineWorker: true });

/** Opens the page with the browser's languages `locale`, counting catalog requests. */
async function open(locale, path = '', options = {}) {
  const { page, problems, context } = await site.open({ locale, viewport: { width: 360, height: 640 }, ...options });
  const catalogs = [];
  page.on('request', (r) => { if (r.url().includes('/lang/')) catalogs.push(new URL(r.url()).pathname); });
  await page.goto(`${site.url}${path}`);
  await page.locator('main').first().waitFor();
  return { page, problems, context, catalogs };
}

const htmlLang = (page) => page.evaluate(() => document.documentElement.lang);

/** Home → Settings, by the Settings button's name in `lang`. */
async function toSettings(page, lang) {
  await page.goto(`${site.url}#`);
  await page.getByRole('button', { name: msg(lang, 'menu-home-settings'), exact: true }).click();
  await page.getByRole('heading', { name: msg(lang, 'settings-title') }).waitFor();
}

test("a first visit follows the browser's languages; English fetches no catalog", async () => {
  const german = await open('de-AT');
  assert.equal(await htmlLang(german.page), 'de');
  assert.deepEqual(german.catalogs.map((p) => p.replace(/-[0-9a-f]{16}\.cat$/, '')), ['/games/kemps/lang/de']);
  await toSettings(german.page, 'de');
  assert.deepEqual(german.problems, []);
  await german.context.close();

  const english = await open('en-GB');
  assert.equal(await htmlLang(english.page), 'en');
  await toSettings(english.page, 'en');
  assert.deepEqual(english.catalogs, [], 'English is in the page');
  assert.deepEqual(english.problems, []);
  await english.context.close();

  const other = await open('ja-JP');
  assert.equal(await htmlLang(other.page), 'en', 'a language the game does not speak: English');
  await other.context.close();
});

test('?lang= opens a page in that language, whatever the browser speaks', async () => {
  const { page, problems, context } = await open('de-DE', '?lang=pt-BR');
  assert.equal(await htmlLang(page), 'pt-BR');
  await page.getByRole('button', { name: msg('pt-BR', 'menu-home-settings'), exact: true }).click();
  await page.getByRole('heading', { name: msg('pt-BR', 'settings-title') }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('Settings changes the language at once, and it is remembered', async () => {
  const { page, problems, context, catalogs } = await open('en-US');
  await toSettings(page, 'en');
  const choice = page.getByRole('combobox', { name: msg('en', 'settings-language-label') });
  await choice.selectOption({ label: 'Español' });
  await page.getByRole('heading', { name: msg('es', 'settings-title') }).waitFor();
  assert.equal(await htmlLang(page), 'es');
  assert.equal(catalogs.length, 1);
  await page.reload();
  await page.locator('main').first().waitFor();
  assert.equal(await htmlLang(page), 'es', 'the choice is remembered');
  await toSettings(page, 'es');
  // Back to the browser's language.
  await page.getByRole('combobox', { name: msg('es', 'settings-language-label') }).selectOption({ value: '' });
  await page.getByRole('heading', { name: msg('en', 'settings-title') }).waitFor();
  assert.equal(await htmlLang(page), 'en');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a notice on screen is worded again when Settings changes the language', async () => {
  const { page, problems, context } = await open('en-US', '?speed=warp');
  const notice = page.locator('.notice');
  await notice.getByText('there is no "warp" speed').waitFor();
  await page.getByRole('button', { name: msg('en', 'menu-home-settings'), exact: true }).click();
  await page.getByRole('combobox', { name: msg('en', 'settings-language-label') }).selectOption({ label: 'Français' });
  await page.getByRole('heading', { name: msg('fr', 'settings-title') }).waitFor();
  await page.getByRole('button', { name: msg('fr', 'settings-back'), exact: true }).click();
  // The same notice, said again in French: kept as what was wrong, not as a sentence.
  await notice.getByText('il n\'y a pas de vitesse "warp"').waitFor();
  assert.equal(await notice.getByText('there is no "warp" speed').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a match saved in English is offered by its deal and round in the language chosen since: at home, and when a link would end it', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ locale: 'en-US', viewport: { width: 360, height: 640 } });
  await drive(page);
  await page.goto(`${site.url}?seed=5&speed=fast`);
  await ready(page);
  await started(page);
  // Saved while the page spoke English…
  const resume = (lang) => page.getByRole('button', { name: new RegExp(`^${msg(lang, 'menu-resume')}`) });
  await page.goto(site.url);
  await resume('en').waitFor();
  assert.match(await resume('en').textContent(), /Deal [0-9A-Z]{4}-[0-9A-Z]{4} · round 1$/);
  // …offered in French once the page speaks French.
  await page.goto(`${site.url}?lang=fr`);
  await resume('fr').waitFor();
  assert.match(await resume('fr').textContent(), /Donne [0-9A-Z]{4}-[0-9A-Z]{4} · manche 1$/);
  // A link to another deal asks before it ends the match, which it names in French too.
  await page.goto(`${site.url}?seed=9&lang=fr`);
  await page.getByRole('heading', { name: msg('fr', 'menu-resume-other') }).waitFor();
  assert.match(await page.locator('.resume-label').textContent(), /^Donne [0-9A-Z]{4}-[0-9A-Z]{4} · manche 1$/);
  await screenshot(page, `${ARTIFACTS}lang-fr-resume-other.png`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a catalog that cannot be fetched leaves the page in its language, and says so', async () => {
  // Without the offline worker, so that the catalog's request is the page's own.
  const { page, context } = await open('en-US', '', { serviceWorkers: 'block' });
  await page.route('**/lang/**', (route) => route.abort());
  await toSettings(page, 'en');
  await page.getByRole('combobox', { name: msg('en', 'settings-language-label') }).selectOption({ label: 'Deutsch' });
  const alert = page.getByRole('alert');
  await alert.waitFor();
  assert.match(await alert.innerText(), /^Deutsch could not be fetched/);
  assert.equal(await htmlLang(page), 'en');
  await page.getByRole('heading', { name: msg('en', 'settings-title') }).waitFor();
  // A damaged file is refused the same way.
  await page.unroute('**/lang/**');
  await page.route('**/lang/**', (route) => route.fulfill({ status: 200, body: 'not a catalog' }));
  await page.getByRole('combobox', { name: msg('en', 'settings-language-label') }).selectOption({ label: 'Français' });
  await page.getByText(/^Français could not be read from this copy/).waitFor();
  assert.equal(await htmlLang(page), 'en');
  await context.close();
});

/** The worker's kept catalogs' languages. */
const keptCatalogs = (page) => page.evaluate(async () => (await (await caches.open('kemps-v1')).keys())
  .map((r) => /\/lang\/([\w-]+)-[0-9a-f]{16}\.cat$/.exec(r.url)?.[1]).filter(Boolean).sort());

/** Waits until the worker controls the page and has kept the whole build. */
async function workerReady(page) {
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).length >= 4, null, { timeout: 15_000 });
}

test("offline, the game speaks the browser's language from the first visit on", { timeout: 60_000 }, async () => {
  const { page, problems, context } = await open('fr-FR');
  await workerReady(page);
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).some((r) => r.url.includes('/lang/fr-')), null, { timeout: 15_000 });
  assert.deepEqual(await keptCatalogs(page), ['fr'], 'only the language in use is kept');
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: msg('fr', 'menu-home-play'), exact: true }).waitFor();
  assert.equal(await htmlLang(page), 'fr');
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('offline, a language chosen in Settings is kept once it was fetched', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await open('en-US');
  await workerReady(page);
  assert.deepEqual(await keptCatalogs(page), [], 'English needs no catalog');
  await page.reload();
  await toSettings(page, 'en');
  await page.getByRole('combobox', { name: msg('en', 'settings-language-label') }).selectOption({ label: 'Deutsch' });
  await page.getByRole('heading', { name: msg('de', 'settings-title') }).waitFor();
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).some((r) => r.url.includes('/lang/de-')), null, { timeout: 15_000 });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: msg('de', 'menu-home-settings'), exact: true }).waitFor();
  assert.equal(await htmlLang(page), 'de');
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
});

// Before the game runs there is no catalog: the page carries the sentence in every language
// (scripts/catalogs.mjs) and its loader picks the one the game would have spoken.
test('a page whose Wasm cannot be fetched says so in the language the game would speak', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ locale: 'de-DE', viewport: { width: 360, height: 640 } });
  await page.route(/_bg\.wasm$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  const says = async (lang, path = '') => {
    await page.goto(`${site.url}${path}`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const [before, after] = line(lang, 'page-could-not-start').split('{ $problem }');
    const text = await alert.innerText();
    assert.ok(text.startsWith(before) && text.endsWith(after) && text.includes('404'), `${lang}: ${text}`);
    assert.equal(await alert.getAttribute('lang'), lang);
  };
  await says('de');
  await screenshot(page, `${ARTIFACTS}could-not-start-de-360x640.png`);
  // The language chosen in Settings comes before the browser's, the address's before both.
  await page.evaluate(() => localStorage.setItem('kemps', 'kemps-saved 1\nspeed=fast\nlang=pt-BR\n'));
  await says('pt-BR');
  await says('fr', '?lang=fr');
  // The sentences are fetched only when the game cannot start; without them, English.
  await page.route(/\/lang\/start-[0-9a-f]{16}\.json$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await says('en', '?lang=fr');
  assert.deepEqual(problems.filter((p) => !/404|Failed to load/.test(p)), []);
  await context.close();
});
