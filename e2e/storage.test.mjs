// Nothing from outside breaks the page: local storage refused (at start-up or later) or
// full, two tabs saving at once, data from a newer version, no clipboard and no share sheet,
// and an offline worker that has seen other files of the game's folder. Against the release
// build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { ready, started, settled, swapByKeys } from './helpers.mjs';
import { drive, runUntil } from './clock.mjs';
import { screenshot } from './browser.mjs';

const VIEWPORT = { viewport: { width: 1280, height: 800 } };

const site = servedSite('/', [], { offlineWorker: true });

const stored = (page) => page.evaluate(() => localStorage.getItem('kemps'));
const playButton = (page) => page.getByRole('button', { name: 'Play', exact: true });
const sound = (page) => page.getByRole('checkbox', { name: 'Sound' });
const fourColour = (page) => page.getByRole('checkbox', { name: /^Four-colour deck/ });

/** Starts a match from the home screen and makes one swap. */
async function playAMatch(page) {
  await playButton(page).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await ready(page);
  await started(page);
  assert.ok(await swapByKeys(page), 'the match plays: a swap went through');
}

/**
 * Local storage refused as a browser refuses it where site data are blocked: reaching
 * `localStorage` throws a SecurityError, and so does every call on it. Always, or while
 * `window.__refuseStorage` is true.
 */
function refuseStorage(always) {
  const refused = () => always || window.__refuseStorage === true;
  const deny = () => new DOMException('Access is denied for this document.', 'SecurityError');
  const owner = Object.getOwnPropertyDescriptor(window, 'localStorage') ? window : Window.prototype;
  const real = Object.getOwnPropertyDescriptor(owner, 'localStorage');
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    enumerable: true,
    get() { if (refused()) throw deny(); return real.get.call(window); },
  });
  for (const name of ['getItem', 'setItem', 'removeItem']) {
    const method = Storage.prototype[name];
    Storage.prototype[name] = function (...args) { if (refused()) throw deny(); return method.apply(this, args); };
  }
}

/** A full storage: every write throws a QuotaExceededError, as Chromium's does. */
function fillStorage() {
  Storage.prototype.setItem = function (key) {
    throw new DOMException(`Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
  };
}

test('where the browser refuses storage at start-up, the game plays and says it will not remember', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  await drive(page);
  await page.addInitScript(refuseStorage, true);
  await page.goto(site.url);
  assert.equal(await page.evaluate(() => { try { return localStorage.length; } catch (e) { return e.name; } }), 'SecurityError', 'storage is refused');
  await page.getByRole('status').getByText(/does not let Kemps save anything/).waitFor();
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.match(await page.getByTestId('saving').textContent(), /does not let Kemps save settings: they last only while this page is open/);
  await sound(page).click();
  assert.equal(await sound(page).isChecked(), false, 'a setting changes all the same');
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Stats' }).click();
  assert.match(await page.getByTestId('saving').textContent(), /does not let Kemps save statistics/);
  await page.getByRole('button', { name: '← Back' }).click();
  await playAMatch(page);
  assert.deepEqual(problems, []);
  await context.close();
});

test('storage refused after the page loaded: settings change, the match plays, and saving resumes when allowed', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  await drive(page);
  await page.addInitScript(refuseStorage, false);
  await page.goto(site.url);
  await playButton(page).waitFor();
  await page.evaluate(() => { window.__refuseStorage = true; });
  await page.getByRole('button', { name: 'Settings' }).click();
  await sound(page).click();
  await page.getByTestId('saving').getByText(/does not let Kemps save settings/).waitFor();
  await sound(page).click();
  await sound(page).click();
  assert.equal(await sound(page).isChecked(), false, 'every press still works');
  await page.getByRole('button', { name: '← Back' }).click();
  await playAMatch(page);
  // Allowed again: the next save goes through, with what changed meanwhile.
  await page.evaluate(() => { window.__refuseStorage = false; });
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await fourColour(page).click();
  await page.getByTestId('saving').getByText('Settings are saved on this device.').waitFor();
  const text = await stored(page);
  assert.match(text, /^sound=0$/m, 'the change made while refused is saved now');
  assert.match(text, /^four_colour=1$/m);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a full storage is said, on the table and in Settings, and the page keeps the changes while open', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  await page.addInitScript(fillStorage);
  await page.goto(`${site.url}?seed=5&speed=fast`);
  await ready(page);
  await page.getByTestId('notice').getByText(/^Storage is full: /).waitFor();
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await sound(page).click();
  assert.match(await page.getByTestId('saving').textContent(), /^Storage is full: /);
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await sound(page).isChecked(), false, 'kept while the page is open');
  assert.deepEqual(problems, []);
  await context.close();
});

test('two tabs: a setting changed in one survives a save in the other', { timeout: 60_000 }, async () => {
  const context = await site.browser.newContext(VIEWPORT);
  const problems = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Settings' }).click();
    return page;
  };
  const [a, b] = [await open(), await open()];
  assert.equal(await sound(b).isChecked(), true, 'B read the settings before A changed them');
  await sound(a).click();
  await a.waitForFunction(() => /^sound=0$/m.test(localStorage.getItem('kemps') ?? ''));
  await fourColour(b).click();
  await b.waitForFunction(() => /^four_colour=1$/m.test(localStorage.getItem('kemps') ?? ''));
  assert.match(await stored(b), /^sound=0$/m, "A's change survives B's save");
  // And a match's saves in B do not undo it either.
  await b.getByRole('button', { name: '← Back' }).click();
  await playAMatch(b);
  await b.waitForFunction(() => /^progress=/m.test(localStorage.getItem('kemps') ?? ''));
  assert.match(await stored(b), /^sound=0$/m);
  await a.reload();
  await a.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await sound(a).isChecked(), false);
  assert.equal(await fourColour(a).isChecked(), true, "B's change reached A");
  assert.deepEqual(problems, []);
  await context.close();
});

test('data of a newer version and unknown lines survive a save by this page', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  const newer = [
    'kemps-saved 9',
    'sound=0',
    'speed=warp',
    'hats=3',
    'this line has no equals sign',
    'games.poker/sharp=1 1',
    'games.classic/sharp=3 2 11',
    'progress=NEWFORMAT',
  ];
  await page.goto(site.url);
  await page.evaluate((text) => localStorage.setItem('kemps', text), `${newer.join('\n')}\n`);
  await page.reload();
  await page.getByRole('status').getByText(/newer version of Kemps/).waitFor();
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await sound(page).isChecked(), false, 'what this version understands is read');
  await fourColour(page).click();
  await page.waitForFunction(() => /^four_colour=1$/m.test(localStorage.getItem('kemps') ?? ''));
  const lines = (await stored(page)).split('\n');
  assert.equal(lines[0], 'kemps-saved 9', 'the version is not lowered');
  for (const line of newer.slice(2)) assert.ok(lines.includes(line), `${line} kept: ${lines.join(' | ')}`);
  assert.ok(lines.includes('sound=0'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('a match in progress saved by the version before, whose bots played otherwise, is refused once in words that say so', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  // Deal 4242 after 9 s, as the previous version saved it (packed; pinned natively as
  // `EARLIER_BOTS` in src/share/replay.rs). Its bots would play another match now.
  const packed = '049KAC1H00H6EBRK6D5J68R3RD087A50G0G0CHM60QSCRAYW02F69X9D';
  await page.goto(site.url);
  await page.evaluate((p) => localStorage.setItem('kemps', `kemps-saved 1\nsound=0\nprogress=${p}\nprogress_label=Deal 0000-044J\n`), packed);
  await page.reload();
  await page.getByRole('button', { name: /Resume your match/ }).click();
  await page.getByRole('heading', { name: 'Your match in progress cannot be resumed' }).waitFor();
  const said = await page.locator('main.link-problem').textContent();
  assert.match(said, /earlier version of Kemps, whose bots played differently/);
  assert.match(said, /It was set aside/);
  await page.waitForFunction(() => !/^progress=/m.test(localStorage.getItem('kemps') ?? ''));
  assert.match(await stored(page), /^sound=0$/m, 'nothing else lost');
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Resume your match/ }).count(), 0, 'said once');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new deal opened over a match the page cannot resume opens at once and says why', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  const packed = '049KAC1H00H6EBRK6D5J68R3RD087A50G0G0CHM60QSCRAYW02F69X9D';
  await page.goto(site.url);
  await page.evaluate((p) => localStorage.setItem('kemps', `kemps-saved 1\nprogress=${p}\nprogress_label=Deal 0000-044J\n`), packed);
  await page.goto(`${site.url}?seed=6`);
  await ready(page);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '6', 'no question about a match that cannot be resumed');
  assert.match((await page.locator('.notice').allTextContents()).join(' '), /set aside.*bots played differently/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a saved match that cannot be read is set aside with a notice: no Resume button that fails for ever', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  // Packed as an earlier version saved it, its checksum right, but not deflate inside.
  const broken = '0DQ6YX10CHJPCV31EHJJ0RBM41GPRV3SCC6CA'; // pinned in src/share/replay.rs
  const seed = (data) => page.evaluate((d) => localStorage.setItem('kemps', d), data);
  await page.goto(site.url);
  await seed(`kemps-saved 1\nsound=0\nprogress=${broken}\nprogress_label=Deal 0000-044J\n`);
  await page.reload();
  await page.getByRole('button', { name: /Resume your match/ }).click();
  await page.getByRole('heading', { name: 'Your match in progress cannot be resumed' }).waitFor();
  assert.match(await page.locator('main.link-problem').textContent(), /It was set aside, so it will not be offered again/);
  await page.waitForFunction(() => !/^progress=/m.test(localStorage.getItem('kemps') ?? ''));
  assert.match(await stored(page), /^sound=0$/m, 'nothing else lost');
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Resume your match/ }).count(), 0, 'not offered again after a reload');
  // Opening a link over one: the link opens, and the notice says what became of the match.
  await seed(`kemps-saved 1\nprogress=${broken}\n`);
  await page.goto(`${site.url}?seed=6`);
  await ready(page);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '6');
  assert.match((await page.locator('.notice').allTextContents()).join(' '), /could not be read, so it was set aside/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('100 000 saved statistics rows do not freeze the Stats screen', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  await page.goto(site.url);
  await page.evaluate(() => {
    const rows = Array.from({ length: 100_000 }, (_, i) => `games.preset${i}/level${i}=${i} ${i}`);
    localStorage.setItem('kemps', ['kemps-saved 1', 'games.classic/sharp=4294967295 4294967295', ...rows, ''].join('\n'));
  });
  await page.reload();
  await page.getByRole('status').getByText(/too many to keep/).waitFor();
  // The rows are read at the reload, before the notice: how long that takes is bounded where
  // its CPU time can be measured, however busy the machine is (natively, on the same
  // document: tests/native/fuzz_saved.rs, `a_hundred_thousand_unknown_rows_load_at_once`).
  // The Stats screen then draws from what was kept: one row.
  await page.getByRole('button', { name: 'Stats' }).click();
  await page.getByRole('heading', { name: 'Stats' }).waitFor();
  assert.equal(await page.locator('.presets-table tbody tr').count(), 1, 'only real rows are statistics');
  assert.match(await page.getByTestId('matches').textContent(), /^4,294,967,295 played, 4,294,967,295 won$/, 'a count at its largest reads back, as the language writes numbers');
  // What was kept is bounded: the next save writes a small document.
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await sound(page).click();
  await page.waitForFunction(() => /^sound=0$/m.test(localStorage.getItem('kemps') ?? ''));
  assert.ok((await stored(page)).length < 20_000);
  assert.deepEqual(problems, []);
  await context.close();
});

test('with no clipboard and no share sheet, the link is given to copy by hand', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  // As on a plain-HTTP host: there is no `navigator.clipboard` at all.
  await page.addInitScript(() => {
    delete Navigator.prototype.clipboard;
    delete Navigator.prototype.share;
  });
  await page.goto(`${site.url}?seed=77&speed=fast`);
  await ready(page);
  assert.equal(await page.evaluate(() => navigator.clipboard === undefined && navigator.share === undefined), true);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByTestId('notice').getByText(/^Could not copy — select the link/).waitFor();
  const field = page.getByTestId('copy-link');
  await field.waitFor();
  assert.equal(await field.inputValue(), page.url(), 'the link of this game');
  assert.equal(await field.evaluate((el) => el.readOnly), true);
  assert.equal(
    await field.evaluate((el) => el === document.activeElement && el.selectionStart === 0 && el.selectionEnd === el.value.length),
    true,
    'focused, the whole link selected',
  );
  await screenshot(page, `${ARTIFACTS}could-not-copy.png`);
  // Asked again while the field is still open: the field takes the focus again.
  await page.getByRole('button', { name: 'Pause' }).focus();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'copy-link', null, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  assert.equal(await field.count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('at the end of a match, "Share this deal" with no clipboard gives the link to copy by hand', { timeout: 300_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  await page.addInitScript(() => {
    delete Navigator.prototype.clipboard;
    delete Navigator.prototype.share;
  });
  // The match is played on a clock the test drives (see clock.mjs).
  await drive(page);
  await page.goto(`${site.url}?seed=8&speed=fast&level=ruthless`);
  await ready(page);
  const deal = new URL(page.url()).hash;
  // Nobody at seat 0 acts; the bots play the match out.
  const over = page.locator('.overlay.match-end');
  const next = page.getByRole('button', { name: 'Next round' });
  while (!(await over.count())) {
    await runUntil(page, () => document.querySelector('.overlay.result, .overlay.match-end'), { within: 120_000, what: "a round's result" });
    if (await next.count()) {
      await next.click();
      await runUntil(page, () => !document.querySelector('.overlay.result'), { within: 5_000, what: 'the next round' });
    }
  }
  await over.getByRole('button', { name: 'Share this deal' }).click();
  await page.getByTestId('match-end-status').getByText(/^Could not copy — select the link/).waitFor();
  const field = over.getByTestId('copy-link');
  assert.equal(new URL(await field.inputValue()).hash, deal, 'the link of this deal');
  assert.equal(
    await field.evaluate((el) => el.readOnly && el === document.activeElement && el.selectionStart === 0 && el.selectionEnd === el.value.length),
    true,
    'read-only, focused, the whole link selected',
  );
  await settled(page, '.overlay.match-end');
  await screenshot(page, `${ARTIFACTS}could-not-copy-match-end.png`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('offline, the game\'s address opens the game even after its worker saw sw.js and the style sheet', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(VIEWPORT);
  const kept = () => page.evaluate(async () => (await (await caches.open('kemps-v1')).keys()).map((r) => r.url).sort());
  await page.goto(site.url);
  await playButton(page).waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // The page is kept last, once every file it names is.
  await page.waitForFunction(async () => !!(await (await caches.open('kemps-v1')).match('./')), null, { timeout: 15_000 });
  const files = await kept();
  // The split screens' files (`part-table-<hash>.wasm`…) are kept with the build.
  assert.ok(files.some((u) => /\/part-table-[0-9a-f]{16}\.wasm$/.test(u)), files.join(' '));
  const build = files.filter((u) => !/\/part-/.test(u));
  assert.deepEqual(build.map((u) => u.slice(u.lastIndexOf('/') + 1).replace(/-[0-9a-f]+/, '-#')).sort(), ['', 'kemps-#.js', 'kemps-#_bg.wasm', 'split-#.js', 'style-#.css'], files.join(' '));
  const css = files.find((u) => /\/style-[0-9a-f]+\.css$/.test(u));
  await page.goto(`${site.url}sw.js`);
  assert.match(await page.locator('body').textContent(), /addEventListener\('fetch'/, 'the worker\'s own source, from the network');
  await page.goto(css);
  assert.match(await page.locator('body').textContent(), /\.notice\s*\{/, 'the style sheet, from the network');
  await page.goto(`${site.url}no-such-file.html`);
  assert.deepEqual(await kept(), files, 'the cache holds the game\'s files still, and nothing else');
  assert.match(await page.evaluate(async () => (await (await caches.open('kemps-v1')).match('./')).text()), /<title>Kemps/);

  await context.setOffline(true);
  await page.goto(site.url);
  await playButton(page).waitFor();
  await page.goto(`${site.url}index.html?seed=5`);
  await ready(page);
  await page.goto(`${site.url}?speed=fast#nothing`);
  await page.getByRole('heading', { name: 'This link does not open a game' }).waitFor();
  await assert.rejects(page.goto(`${site.url}sw.js`), /ERR_INTERNET_DISCONNECTED/, 'a file is not answered with the game');
  await assert.rejects(page.goto(css), /ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
  // What is expected: the address that is not there, and the files that are not there offline.
  assert.deepEqual(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|status of 404/.test(p)), []);
  await context.close();
});
