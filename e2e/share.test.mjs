// Sharing, the daily deal, remembering, offline play and replays, against the release build.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { serve } from './serve.mjs';
import { watchedPage, screenshot } from './browser.mjs';
import { ARTIFACTS, DIST, ROOT, servedSite } from './suite.mjs';
import { cards, ready, settled, started, swapByKeys } from './helpers.mjs';
import { CLOCK_START, drive, runUntil } from './clock.mjs';

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
/**
 * Copies by `copy()` and reads the clipboard back. The clipboard is the browser's, shared by
 * all its contexts: tests that run side by side take turns at it.
 */
let clipboardTurn = Promise.resolve();
function copied(page, copy) {
  const turn = clipboardTurn.then(async () => {
    await copy();
    return page.evaluate(() => navigator.clipboard.readText());
  });
  clipboardTurn = turn.catch(() => {});
  return turn;
}

const site = servedSite('/', [], { offlineWorker: true });

/**
 * Leaves every round's result as soon as it shows, until the match is over, running the
 * page's clock (see clock.mjs: the page is driven).
 */
async function untilTheMatchEnds(page) {
  for (;;) {
    await runUntil(page, () => document.querySelector('.overlay.result, .overlay.match-end'), { within: 300_000, what: "a round's result" });
    if (await page.locator('.overlay.match-end').count()) return;
    await page.getByRole('button', { name: /Next round/ }).click();
    await runUntil(page, () => !document.querySelector('.overlay.result'), { within: 5_000, what: 'the next round' });
  }
}

/** Records every gesture that starts on a face: "seat:gesture", in order. */
const recordGestures = () => {
  window.__gestures = [];
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        const svg = node.nodeType === 1 && node.matches?.('.avatar') ? node : null;
        const g = svg && /\bg-([a-z_]+)/.exec(svg.getAttribute('class') ?? '');
        const seat = svg?.closest('[data-seat]')?.dataset.seat;
        if (g && seat) window.__gestures.push(`${seat}:${g[1]}`);
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

test('a shared link opens the same first deal and the same opening fidgets in a fresh browser', { timeout: 120_000 }, async () => {
  // Both tables on clocks the test drives (see clock.mjs).
  const a = await site.open({ viewport: { width: 1280, height: 800 }, ...CLIPBOARD });
  await drive(a.page);
  await a.page.addInitScript(recordGestures);
  await a.page.goto(`${site.url}?seed=77&speed=fast`);
  await ready(a.page);
  const shared = await copied(a.page, async () => {
    await a.page.getByRole('button', { name: 'Share', exact: true }).click();
    await a.page.getByTestId('notice').getByText(/copied to the clipboard|Shared/).waitFor();
  });
  const [text, url] = [shared.slice(0, shared.lastIndexOf(' ')), shared.slice(shared.lastIndexOf(' ') + 1)];
  assert.match(text, /^Kemps deal [0-9A-Z]{4}-[0-9A-Z]{4} — can you beat it\?$/, 'spoiler-free');
  const fragment = new URL(url).hash;
  assert.ok(fragment.length > 1 && fragment.length <= 60, `short: ${fragment} (${fragment.length} characters)`);
  const firstDeal = { hand: await cards(a.page, 'hand'), centre: await cards(a.page, 'centre') };

  // (Its clock starts at another time and runs in other steps: the fidgets follow the game's
  // time, not the date or the frames.)
  const b = await site.open({ viewport: { width: 1280, height: 800 } });
  await drive(b.page, CLOCK_START + 7_777);
  await b.page.addInitScript(recordGestures);
  await b.page.goto(url);
  await ready(b.page);
  assert.deepEqual({ hand: await cards(b.page, 'hand'), centre: await cards(b.page, 'centre') }, firstDeal, 'the same first deal');
  assert.equal(await b.page.getByTestId('seed').textContent(), await a.page.getByTestId('seed').textContent());
  // Both tables run on, nobody at seat 0 touching anything: the same fidgets, in the same order.
  const fidgets = async (page, step) => {
    await runUntil(page, () => window.__gestures.filter((g) => !g.startsWith('0:')).length >= 3, { within: 120_000, step, what: 'three fidgets' });
    return page.evaluate(() => window.__gestures.filter((g) => !g.startsWith('0:')).slice(0, 3));
  };
  const [fa, fb] = await Promise.all([fidgets(a.page, 50), fidgets(b.page, 37)]);
  assert.deepEqual(fb, fa, 'the same opening fidgets');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context.close();
  await b.context.close();
});

test('a damaged link says what is wrong and offers a fresh deal that works', async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1024, height: 768 } });
  await drive(page);
  for (const [fragment, says] of [
    ['#040040QA0W4G0311SZSX', /cut short or altered/],
    ['#040040QA0W4G03', /cut short or altered/],
    ['#hello%20world', /character that does not belong/],
    ['#replay=AAAA', /replay link cannot be played/],
  ]) {
    await page.goto(`${site.url}${fragment}`);
    await page.reload();
    await page.getByRole('heading', { name: 'This link does not open a game' }).waitFor();
    assert.match(await page.getByTestId('link-problem').textContent(), says, fragment);
  }
  await page.getByRole('button', { name: 'Play a fresh deal' }).click();
  await ready(page);
  await started(page);
  assert.ok(await swapByKeys(page), 'the fresh deal plays: a swap went through');
  await screenshot(page, `${ARTIFACTS}damaged-link.png`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload in the middle of a match offers to resume it exactly', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1280, height: 800 } });
  await drive(page);
  await page.goto(`${site.url}?seed=5&speed=fast`);
  await ready(page);
  await started(page);
  await page.keyboard.press('1');
  await page.keyboard.press('q');
  // Let the table move on: the state to keep is not the deal.
  const dealt = await page.getByTestId('stock-count').textContent();
  await runUntil(page, (d) => document.querySelector('[data-testid=stock-count]')?.textContent !== d, { arg: dealt, within: 30_000, what: 'a card drawn' });
  await page.keyboard.press(' ');
  await page.getByRole('dialog', { name: 'Paused' }).waitFor();
  const state = async () => ({ hand: await cards(page, 'hand'), centre: await cards(page, 'centre'), stock: await page.getByTestId('stock-count').textContent(), round: await page.locator('.rules-name').textContent() });
  const before = await state();
  await page.goto(site.url);
  const resume = page.getByRole('button', { name: /Resume your match/ });
  await resume.waitFor();
  assert.match(await resume.textContent(), /Deal [0-9A-Z]{4}-[0-9A-Z]{4} · round \d/);
  await resume.click();
  await ready(page);
  assert.deepEqual(await state(), before, 'the same hands, centre, stock and round');
  assert.deepEqual(problems, []);
  await context.close();
});

test('corrupt saved data does not break the page', async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1024, height: 768 } });
  await page.addInitScript(() => { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('kemps', '{"schema":1,"settings":{"sound":"loud","captions":true},"stats":"lots"'); sessionStorage.setItem('seeded', '1'); } });
  await page.goto(site.url);
  await page.getByRole('status').getByText(/could not be read|damaged/).waitFor();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await ready(page);
  for (const junk of ['null', '[]', '"x"', '{"schema":1}', 'kemps-saved 1\nspeed=warp\nsound=0\nkemps_right=-1\nprogress=AAAA\n']) {
    await page.evaluate((j) => localStorage.setItem('kemps', j), junk);
    await page.goto(site.url);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await page.getByRole('checkbox', { name: 'Sound' }).isChecked(), false, 'what was valid was kept');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the daily deal is the same in two browsers on opposite sides of the date line', async () => {
  const deals = [];
  // UTC+14 and UTC−11: for most of every UTC day their local dates differ.
  for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const { page, problems, context } = await site.open({ viewport: { width: 1024, height: 768 }, timezoneId });
    assert.notEqual(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'UTC');
    await page.goto(site.url);
    // The day is the UTC day, written as the language writes dates (Intl): the same on both sides.
    const date = /\(([A-Z][a-z]+ \d{1,2}, \d{4})\)/.exec(await page.locator('#daily-status').textContent())?.[1];
    assert.ok(date, 'the daily deal names its day');
    await page.getByRole('button', { name: 'Daily deal' }).click();
    await ready(page);
    assert.match(await page.locator('.deal-id').textContent(), /^Daily deal/);
    deals.push({ date, seed: await page.getByTestId('seed').getAttribute('data-seed'), hand: await cards(page, 'hand'), centre: await cards(page, 'centre') });
    assert.deepEqual(problems, []);
    await context.close();
  }
  assert.deepEqual(deals[1], deals[0]);
});

test('after a first visit the game loads and plays with the network cut', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1024, height: 768 } });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).length >= 4, null, { timeout: 15_000 });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await ready(page);
  await started(page);
  assert.ok(await swapByKeys(page), 'it plays offline');
  await context.setOffline(false);
  assert.deepEqual(problems.filter((p) => !p.includes('net::ERR_INTERNET_DISCONNECTED')), []);
  await context.close();
});

// The pinned links of tests/golden/links.json, one for every table size from 4 to 12 players:
// each opens its pinned first deal in the built page.
const goldenLinks = JSON.parse(await readFile(`${ROOT}tests/golden/links.json`, 'utf8'));
test('a golden share link of every table size opens its pinned first deal', { timeout: 120_000 }, async () => {
  for (const teams of [2, 3, 4, 5, 6]) {
    const golden = goldenLinks.find((g) => g.teams === teams);
    assert.ok(golden, `a golden link of ${teams * 2} players`);
    // (A page shared by the five tables, each opened as a first visit: see `site.visit`.)
    const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}${golden.link}`);
    await ready(page);
    assert.deepEqual(await cards(page, 'hand'), golden.first_deal.hands[0], `your hand at ${teams * 2} players`);
    assert.deepEqual(await cards(page, 'centre'), golden.first_deal.centre, `the centre at ${teams * 2} players`);
    assert.equal(await page.getByTestId('stock-count').textContent(), String(golden.first_deal.stock.length));
    assert.equal(await page.locator('.felt [data-seat]').count(), teams * 2 - 1, 'every other seat at the table');
    assert.deepEqual(problems, []);
    done();
  }
});

test('hosted under /games/kemps/, a share link opens its deal', async (t) => {
  const sub = await serve(DIST, '/games/kemps/');
  // Closed whatever happens: an open server would keep this file's process alive.
  t.after(() => sub.close());
  const { page, problems, context } = await watchedPage(site.browser, new URL(sub.url).origin, { viewport: { width: 1024, height: 768 } });
  await page.goto(`${sub.url}?seed=123`);
  await ready(page);
  const fragment = new URL(page.url()).hash;
  const hand = await cards(page, 'hand');
  assert.ok(new URL(page.url()).pathname.startsWith('/games/kemps/'));
  await page.goto(`${sub.url}${fragment}`);
  await page.reload();
  await ready(page);
  assert.deepEqual(await cards(page, 'hand'), hand);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '123');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new build deployed over the old one is picked up, and then plays offline', { timeout: 60_000 }, async (t) => {
  const dir = await mkdtemp(`${tmpdir()}/kemps-site-`);
  await cp(DIST, dir, { recursive: true });
  const host = await serve(dir);
  t.after(() => host.close());
  const { page, problems, context } = await watchedPage(site.browser, new URL(host.url).origin, { viewport: { width: 1024, height: 768 } });
  await page.goto(host.url);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(async () => (await (await caches.open('kemps-v1')).keys()).length >= 4, null, { timeout: 15_000 });
  // "Deploy" a new build: the page changes (here its title).
  const index = await readFile(`${dir}/index.html`, 'utf8');
  await writeFile(`${dir}/index.html`, index.replace('<title>Kemps', '<title>Kemps (new build)'));
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.match(await page.title(), /new build/, 'the new build is served, not the cached old one');
  await page.waitForFunction(async () => (await (await (await caches.open('kemps-v1')).match('./'))?.text())?.includes('new build'), null, { timeout: 15_000 });
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.match(await page.title(), /new build/, 'and it is the new build that plays offline');
  await context.setOffline(false);
  assert.deepEqual(problems, []);
  await context.close();
  await rm(dir, { recursive: true, force: true });
});

test('where the browser has a share sheet, the deal is shared through it', async () => {
  const { page, problems, context } = await site.open({ viewport: { width: 1024, height: 768 } });
  // Headless Chromium on Linux has no share sheet: stand one in, as a phone's browser has.
  await page.addInitScript(() => {
    navigator.share = async (data) => { window.__shared = data; };
  });
  await page.goto(`${site.url}?seed=99`);
  await ready(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByTestId('notice').getByText('Shared.').waitFor();
  const shared = await page.evaluate(() => window.__shared);
  assert.match(shared.text, /^Kemps deal [0-9A-Z]{4}-[0-9A-Z]{4} — can you beat it\?$/);
  assert.equal(new URL(shared.url).hash, new URL(page.url()).hash, 'the link of this game');
  assert.deepEqual(problems, []);
  await context.close();
});

// Whole matches, each on a clock the test drives (see clock.mjs).
describe('whole matches', () => {
  // One match (deal 8, Ruthless bots, nobody at seat 0 acting) is shared both ways at its end.
  test('a replay link plays the match back and marks every gesture signal or decoy; a challenge link of the same match carries the result to beat, spoils nothing, and sets both results side by side', { timeout: 600_000 }, async () => {
    const a = await site.open({ viewport: { width: 1280, height: 800 }, ...CLIPBOARD });
    await drive(a.page);
    await a.page.goto(`${site.url}?seed=8&speed=fast&level=ruthless`);
    await ready(a.page);
    // Nobody at seat 0 acts; the bots play the match out.
    await untilTheMatchEnds(a.page);
    const shared = await copied(a.page, async () => {
      await a.page.getByRole('button', { name: 'Share the replay' }).click();
      await a.page.getByTestId('match-end-status').getByText(/copied|Shared/).waitFor();
    });
    const url = shared.slice(shared.lastIndexOf(' ') + 1);
    assert.match(new URL(url).hash, /^#replay=/);
    assert.ok(url.length <= 2_000 + url.indexOf('#') + 1);

    const b = await site.open({ viewport: { width: 1280, height: 800 } });
    await b.page.goto(url);
    await b.page.getByRole('heading', { name: 'Replay' }).waitFor();
    const signals = b.page.locator('.marks li[data-real=true]');
    const decoys = b.page.locator('.marks li[data-real=false]');
    assert.ok(await signals.count() >= 1, 'real signals are marked');
    assert.ok(await decoys.count() >= 1, 'decoys are marked');
    assert.match(await signals.first().textContent(), /Signal/);
    assert.ok(await b.page.locator('.seat .revealed [data-card]').count() >= 12, 'every hand is face up');
    const t1 = await b.page.getByTestId('replay-time').textContent();
    await b.page.waitForFunction((t) => document.querySelector('[data-testid=replay-time]')?.textContent !== t, t1, { timeout: 5_000 });
    await b.page.getByRole('button', { name: 'Pause' }).click();
    await b.page.getByRole('button', { name: 'Round 2' }).click();
    assert.match(await b.page.getByTestId('replay-time').textContent(), /^Round 2/);
    await signals.first().getByRole('button').click();
    await screenshot(b.page, `${ARTIFACTS}replay.png`);

    // The same replay as a file, saved and opened again from the home screen.
    const marksInLink = await b.page.locator('.marks li').count();
    const firstMark = await b.page.locator('.marks li').first().textContent();
    const [download] = await Promise.all([a.page.waitForEvent('download'), a.page.getByRole('button', { name: 'Download the replay' }).click()]);
    assert.match(download.suggestedFilename(), /^kemps-replay-[0-9A-Z-]+\.kemps$/);
    const file = `${ARTIFACTS}${download.suggestedFilename()}`;
    await download.saveAs(file);
    await b.page.goto(site.url);
    await b.page.locator('input[type=file]').setInputFiles(file);
    await b.page.getByRole('heading', { name: 'Replay' }).waitFor();
    assert.equal(await b.page.locator('.marks li').count(), marksInLink, 'the file holds the same match as the link');
    assert.equal(await b.page.locator('.marks li').first().textContent(), firstMark);

    // The same match as a challenge: its link spoils nothing, and a friend who plays it sees
    // both results side by side. The replay's link was copied just before: the challenge's is
    // waited for in the clipboard.
    const challengeShared = await copied(a.page, async () => {
      await a.page.getByRole('button', { name: 'Challenge a friend' }).click();
      await a.page.getByTestId('match-end-status').getByText(/copied|Shared/).waitFor();
      await a.page.waitForFunction(() => navigator.clipboard.readText().then((t) => t.includes('#vs=')), null, { timeout: 5_000 });
    });
    const [text, challengeUrl] = [challengeShared.slice(0, challengeShared.lastIndexOf(' ')), challengeShared.slice(challengeShared.lastIndexOf(' ') + 1)];
    assert.match(text, /^Kemps deal [0-9A-Z]{4}-[0-9A-Z]{4}: can you beat my result\?$/, 'spoiler-free');
    const fragment = new URL(challengeUrl).hash;
    assert.match(fragment, /^#vs=[0-9A-Z]+$/);
    assert.ok(fragment.length <= 90, `at most 90 characters after host and path: ${fragment} (${fragment.length})`);
    const code = await a.page.getByTestId('seed').textContent();

    // The friend: told what to beat before playing, and nothing of the cards.
    const c = await site.open({ viewport: { width: 360, height: 640 } });
    await drive(c.page);
    await c.page.goto(`${site.url}?speed=fast${fragment}`);
    // The challenge waits for the friend's Start (a first visit is offered the lesson first).
    const offered = await c.page.getByTestId('challenge').textContent();
    assert.doesNotMatch(offered, /\b(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king)s?\b|[♠♥♦♣]/i, 'no cards named');
    assert.equal(await c.page.locator('.felt').count(), 0, 'no table before Start');
    await screenshot(c.page, `${ARTIFACTS}challenge-offer-phone.png`);
    await c.page.getByRole('button', { name: 'Start the challenge' }).click();
    await ready(c.page);
    const challenge = await c.page.getByTestId('challenge').textContent();
    assert.match(challenge, new RegExp(`^Beat .+ in deal ${code} — a friend (won|lost) this deal in \\d+ rounds?\\.$`));
    assert.doesNotMatch(challenge, /\b(ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king)s?\b|[♠♥♦♣]/i, 'no cards named');
    assert.equal(await c.page.getByTestId('seed').textContent(), code, 'the same deal');
    await screenshot(c.page, `${ARTIFACTS}challenge-phone.png`);
    await untilTheMatchEnds(c.page);
    const side = c.page.getByRole('region', { name: "Your result and your friend's" });
    await side.waitFor();
    assert.match(await side.locator('tbody tr').first().textContent(), /^Result(won|lost) .+(won|lost) .+$/);
    assert.match(await c.page.getByTestId('verdict').textContent(), /^(You beat your friend's result!|Your friend's result stands\. Try the deal again\?|A dead heat: the very same result\.)$/);
    await settled(c.page, '.overlay.match-end');
    await side.scrollIntoViewIfNeeded();
    await screenshot(c.page, `${ARTIFACTS}challenge-result-phone.png`);
    assert.deepEqual(a.problems, []);
    assert.deepEqual(b.problems, []);
    assert.deepEqual(c.problems, []);
    await a.context.close();
    await b.context.close();
    await c.context.close();
  });

  test('the daily deal\'s result is remembered for the day, with a streak', { timeout: 420_000 }, async () => {
    const { page, problems, context } = await site.open({ viewport: { width: 1280, height: 800 } });
    await drive(page);
    await page.goto(`${site.url}?speed=fast`);
    await page.getByRole('button', { name: 'Daily deal' }).click();
    await ready(page);
    await untilTheMatchEnds(page);
    const summary = await page.locator('.share-text').textContent();
    assert.match(summary, /^Kemps deal [0-9A-Z-]+ — (won|lost) .+, \d+ signals? spotted$/, 'spoiler-free, with the result');
    await page.goto(site.url);
    const status = await page.locator('#daily-status').textContent();
    assert.match(status, /^Today \([A-Z][a-z]+ \d{1,2}, \d{4}\): (won|lost) /, status);
    await page.getByRole('button', { name: 'Stats' }).click();
    assert.match(await page.getByTestId('daily-streak').textContent(), /^1 \(best 1\)$/);
    assert.match(await page.getByTestId('matches').textContent(), /^1 played/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
