// The first match that teaches, as a newcomer meets it: offered on the first visit, played
// through its three lessons by keyboard alone and by touch alone (with a mistake in each,
// answered kindly), then a first real match; not offered again, and reachable from How to
// play. Screenshots of every step on a phone go to e2e/artifacts/lesson-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { cards, started, tabTo, partnerGesture, boxes, overlapping } from './helpers.mjs';
import { runFor } from './clock.mjs';
import { screenshot } from './browser.mjs';

const CENTRE_KEYS = 'qwertyuio';

const site = servedSite();

const coach = (page) => page.getByTestId('coach');
const notice = (page) => page.getByTestId('notice');
/** The gesture a seat's face is making now (from its animation class). */
const gestureOf = async (page, seat) => {
  const cls = await page.locator(`.seat[data-seat="${seat}"] .avatar`).first().getAttribute('class').catch(() => null);
  return /\bg-([a-z_]+)/.exec(cls ?? '')?.[1] ?? null;
};
/** Runs the lesson's clock (driven by the test: see clock.mjs) until `check()`, for `ms` of its time at most. */
async function waitFor(what, check, ms = 30_000, page = current) {
  for (let ran = 0; ran < ms; ran += 50) {
    if (await check()) return;
    await runFor(page, 50);
  }
  throw new Error(`waited in vain for ${what}`);
}
/** The page the lessons are played on. */
let current = null;
/** Runs the lesson's clock until `locator` is on the page. */
const shows = (what, locator, ms = 15_000) => waitFor(what, async () => (await locator.count()) > 0, ms);

/**
 * Plays the three lessons. `input` says how: `press(key)` for the keyboard, or taps on the
 * buttons and cards by their names. `shot(name)` saves a screenshot of a step.
 */
async function playLessons(page, { keyboard, shot }) {
  const tap = (locator) => locator.tap();
  // Lesson 1: swap toward four of a kind, then signal.
  await assert.doesNotReject(coach(page).getByText('Lesson 1 of 3').waitFor());
  assert.match(await coach(page).textContent(), /three sevens/);
  await started(page);
  await shot('lesson-1');
  // A mistake: Kemps on your own hand. The coach says why; the round goes on.
  if (keyboard) await page.keyboard.press('k');
  else await tap(page.getByRole('button', { name: /^Kemps!/ }));
  await waitFor('the kind word on a Kemps on your own hand', async () => /never your own/.test(await notice(page).textContent()));
  assert.equal(await page.locator('.overlay.result').count(), 0);
  const hand = await cards(page, 'hand');
  const centre = await cards(page, 'centre');
  if (keyboard) {
    await page.keyboard.press(String(hand.indexOf('2S') + 1));
    await page.keyboard.press(CENTRE_KEYS[centre.indexOf('7S')]);
  } else {
    await tap(page.locator('[data-testid=hand] [data-card="2S"]'));
    await tap(page.locator('[data-testid=centre] [data-card="7S"]'));
  }
  await waitFor('four sevens in hand', async () => (await cards(page, 'hand')).every((c) => c[0] === '7'));
  await waitFor('the coach asking for the signal', async () => /press Signal/.test(await coach(page).textContent()));
  await shot('lesson-1-signal');
  if (keyboard) await page.keyboard.press('g');
  else await tap(page.getByRole('button', { name: /^Make your signal/ }));
  await shows("the round's result", page.locator('.overlay.result'));
  assert.match(await page.getByTestId('result-headline').textContent(), /^You won the round: Bram read your wink/);
  await shot('lesson-1-won');
  if (keyboard) await page.keyboard.press('Enter');
  else await tap(page.getByRole('button', { name: 'Next lesson' }));

  // Lesson 2: watch Bram's face and call Kemps on his wink.
  await shows('lesson 2', coach(page).getByText('Lesson 2 of 3'));
  assert.match(await coach(page).textContent(), /when Bram winks/);
  await started(page);
  if (keyboard) await page.keyboard.press('k');
  else await tap(page.getByRole('button', { name: /^Kemps!/ }));
  await waitFor('the kind word on an early Kemps', async () => /Not yet/.test(await notice(page).textContent()));
  assert.equal(await page.locator('.overlay.result').count(), 0);
  await waitFor("Bram's wink", async () => (await partnerGesture(page)) === 'wink');
  await shot('lesson-2-wink');
  if (keyboard) await page.keyboard.press('k');
  else await tap(page.getByRole('button', { name: /^Kemps!/ }));
  await shows("the round's result", page.locator('.overlay.result'));
  assert.match(await page.getByTestId('result-headline').textContent(), /^You won the round: you read Bram's wink/);
  if (keyboard) await page.keyboard.press('Enter');
  else await tap(page.getByRole('button', { name: 'Next lesson' }));

  // Lesson 3: a swapper's repeated lip bite is a fidget; catch the ear tug of Ada, who has
  // stopped swapping, with Stop Kemps.
  await shows('lesson 3', coach(page).getByText('Lesson 3 of 3'));
  await started(page);
  await shot('lesson-3');
  await waitFor("Ada's first ear tug", async () => (await gestureOf(page, 1)) === 'ear_tug');
  if (keyboard) await page.keyboard.press('s');
  else await tap(page.getByRole('button', { name: /^Stop Kemps/ }));
  await waitFor('the kind word on a stop after one gesture', async () => /one gesture can be a fidget/.test(await notice(page).textContent()));
  assert.equal(await page.locator('.overlay.result').count(), 0);
  // Cleo bites her lip again, still swapping: the coach calls it a fidget, and a stop now waits.
  await waitFor("Cleo's repeated fidget", async () => /still swapping, so that is a fidget/.test(await coach(page).textContent()));
  if (keyboard) await page.keyboard.press('s');
  else await tap(page.getByRole('button', { name: /^Stop Kemps/ }));
  await waitFor('the kind word on a stop on a fidget', async () => /her lip bite is a fidget/.test(await notice(page).textContent()));
  assert.equal(await page.locator('.overlay.result').count(), 0);
  await waitFor('the second ear tug', async () => /twice/.test(await coach(page).textContent()));
  await shot('lesson-3-twice');
  if (keyboard) await page.keyboard.press('s');
  else await tap(page.getByRole('button', { name: /^Stop Kemps/ }));
  await shows("the round's result", page.locator('.overlay.result'));
  assert.match(await page.getByTestId('result-headline').textContent(), /^You won the round: you caught Ada's ear tug/);
  if (keyboard) await page.keyboard.press('Enter');
  else await tap(page.getByRole('button', { name: 'Finish' }));

  // The end of the lessons: the first real match is one press away.
  const done = page.getByRole('dialog', { name: "You're ready to play" });
  await shows('the end of the lessons', done);
  await shot('lessons-done');
  const play = page.getByRole('button', { name: 'Play your first match' });
  await waitFor('the focus on the first match', () => play.evaluate((el) => el === document.activeElement));
  if (keyboard) await page.keyboard.press('Enter');
  else await tap(play);
  await page.getByTestId('seed').waitFor();
  assert.match(await page.locator('.rules-name').textContent(), /Casual bots/);
  assert.equal(await coach(page).count(), 0);
}

test('a newcomer is offered the lesson and plays it by keyboard alone, mistakes and all', { timeout: 240_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  current = page;
  await page.goto(site.url);
  const show = page.getByRole('button', { name: 'Show me how' });
  await show.waitFor();
  await tabTo(page, show);
  await page.keyboard.press('Enter');
  // The lesson is no game to share or resume: the address stays plain.
  await coach(page).waitFor();
  assert.equal(new URL(page.url()).hash, '');
  await playLessons(page, { keyboard: true, shot: async () => {} });
  // Not offered again; How to play leads back to it.
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.equal(await show.count(), 0, 'the lesson is offered once');
  await tabTo(page, page.getByRole('button', { name: 'How to play' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: /one-minute lesson/ }));
  await page.keyboard.press('Enter');
  await coach(page).getByText('Lesson 1 of 3').waitFor();
  assert.deepEqual(problems, []);
  done();
});

test('the lesson played by touch alone on a phone, each step on one screen', { timeout: 240_000 }, async () => {
  const { page, problems, done } = await site.visit({
    viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1,
  }, { driven: true });
  current = page;
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Show me how' }).waitFor();
  await screenshot(page, `${ARTIFACTS}lesson-offer-phone.png`);
  await page.getByRole('button', { name: 'Show me how' }).tap();
  const shot = async (name) => {
    // Everything of the table on one screen, the coach included, nothing overlapping.
    const scroll = await page.evaluate(() => [document.scrollingElement.scrollHeight, innerHeight]);
    assert.ok(scroll[0] <= scroll[1] + 1, `${name}: the page scrolls (${scroll})`);
    if (!(await page.locator('.overlay').count())) {
      const parts = await boxes(page, '[data-testid=coach], .topbar, .felt, .my-seat, .action-bar');
      assert.deepEqual(overlapping(parts), [], `${name}: parts overlap`);
      for (const b of parts) assert.ok(b.top >= -0.5 && b.bottom <= 640.5, `${name}: a part is off screen`);
    }
    // The coach's advice reads whole, without a scroll inside it.
    if (await coach(page).count()) {
      const words = await coach(page).evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight, text: e.textContent }));
      assert.ok(words.scroll <= words.client + 1, `${name}: the coach hides some of its words: ${JSON.stringify(words)}`);
    }
    await screenshot(page, `${ARTIFACTS}${name}-phone.png`);
  };
  await playLessons(page, { keyboard: false, shot });
  assert.deepEqual(problems, []);
  done();
});
