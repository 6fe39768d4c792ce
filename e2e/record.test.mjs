// A match is its record: a replay shows the very match that was played, a reload never
// loses a match in progress, and a key names the card the player saw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { cards, partnerGesture, ready, started } from './helpers.mjs';
import { runAtMost, runFor, runUntil } from './clock.mjs';
import { screenshot } from './browser.mjs';


const site = servedSite();

const scores = (page) => page.getByRole('list', { name: 'Scores' }).first().locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const CENTRE_KEYS = ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o'];

test('a replay shows the match that was played: its rounds, final score and gesture marks', { timeout: 420_000 }, async () => {
  // The match is played on a clock the test drives (see clock.mjs): `ran` is its page time.
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=31&speed=fast&level=sharp`);
  await ready(page);
  await started(page);
  const live = { results: [], headlines: [], gestures: 0, swaps: 0, calls: 0, changed: false };
  let signals = ['wink'];
  let ran = 0;
  let lastAct = 0;
  // A few actions a round: any exchange restarts the dealer's idle wait, so a player who
  // never stops swapping keeps a round alive for ever.
  let actsThisRound = 0;
  while (!(await page.locator('.overlay.match-end').count())) {
    assert.ok(ran < 360_000, 'the match ends');
    const result = page.locator('.overlay.result .panel');
    if (await result.count()) {
      live.results.push(await page.getByTestId('result-sentence').textContent());
      live.headlines.push(await page.getByTestId('result-headline').textContent());
      if (!live.changed) {
        // Between rounds: new signals (the shrug added, the wink taken off, the cough
        // added: two signals), and a gesture pressed at once after "Next round".
        await page.getByRole('button', { name: 'Change signals' }).click();
        const gallery = page.getByRole('group', { name: 'Your secret signals' });
        for (const name of ['Shrug', 'Wink', 'Cough']) await gallery.getByRole('button', { name }).click();
        assert.equal(await page.getByTestId('signals-now').textContent(), 'Shrug or cough');
        signals = ['shrug', 'cough'];
        live.changed = true;
        await page.getByRole('button', { name: /Next round/ }).click();
        await page.keyboard.press('g');
        live.gestures += 1;
      } else {
        await page.getByRole('button', { name: /Next round/ }).click();
      }
      ran += await runUntil(page, () => !document.querySelector('.overlay.result .panel'), { within: 5_000, what: 'the next round' });
      actsThisRound = 0;
      continue;
    }
    if (await page.locator('.countdown, [data-testid=countdown]').count()) {
      ran += await runUntil(page, () => document.querySelector('.table-page') && !document.querySelector('[data-testid=countdown]'), { within: 15_000, what: 'the end of the countdown' });
      continue;
    }
    if (signals.includes(await partnerGesture(page))) {
      await page.keyboard.press('k');
      live.calls += 1;
      ran += (await runAtMost(page, () => document.querySelector('.overlay.result, .overlay.match-end') || !document.querySelector('.seat.partner .avatar[class*=g-]'), { within: 10_000 })) ?? 10_000;
      continue;
    }
    if (actsThisRound < 2 && ran - lastAct > 1_500) {
      lastAct = ran;
      actsThisRound += 1;
      const hand = await cards(page, 'hand');
      await page.keyboard.press('1');
      await page.keyboard.press('q');
      if (JSON.stringify(await cards(page, 'hand')) !== JSON.stringify(hand)) live.swaps += 1;
      if (actsThisRound === 1) {
        await page.keyboard.press('v');
        await page.keyboard.press('3');
        await page.keyboard.press('Escape');
        live.gestures += 1;
      }
    }
    // On to the next thing to do: a result, the countdown, the partner's signal or the next act.
    const within = actsThisRound < 2 ? Math.max(40, lastAct + 1_540 - ran) : 60_000;
    ran += (await runAtMost(page, (s) => document.querySelector('.overlay.result .panel, .overlay.match-end, .countdown, [data-testid=countdown]')
      || s.includes(/\bg-([a-z_]+)/.exec(document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '')?.[1]), { arg: signals, within, step: 40 })) ?? within;
  }
  // The last round's result is on the match's end.
  live.results.push(await page.locator('.overlay.match-end [data-testid=result-sentence]').textContent());
  assert.ok(live.changed && live.swaps > 0 && live.gestures > 1, JSON.stringify(live));
  const final = await scores(page);
  // The live match's signals, round by round: how often each team really showed its signal.
  const review = await page.locator('.signal-review tbody tr').evaluateAll((rows) => rows.map((r) =>
    [...r.querySelectorAll('td')].map((td) => +(/shown (\d+)×/.exec(td.textContent)?.[1] ?? 0))));
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await page.getByRole('heading', { name: 'Replay' }).waitFor();
  await page.getByRole('button', { name: 'Pause' }).click();

  const replayed = await page.getByTestId('replay-results').locator('li .what').allTextContents();
  assert.equal(replayed.length, live.results.length, 'as many rounds');
  replayed.forEach((text, i) => assert.ok(text.startsWith(live.results[i].trim()), `round ${i + 1}: "${text}" / "${live.results[i]}"`));
  // Round 1's end, chosen from the list: the replay shows its result as the live table said
  // it to you, headline and sentence.
  await page.getByTestId('replay-results').locator('li button').first().click();
  const moment = page.getByTestId('key-moment');
  assert.equal(await moment.getByTestId('result-headline').textContent(), live.headlines[0]);
  assert.equal(await moment.getByTestId('result-sentence').textContent(), live.results[0]);

  // Every gesture of the replay, page by page.
  const marks = [];
  const pager = page.getByRole('navigation', { name: 'Gesture pages' });
  if (await pager.count()) {
    while (!(await pager.getByRole('button', { name: 'Earlier' }).isDisabled())) await pager.getByRole('button', { name: 'Earlier' }).click();
  }
  for (;;) {
    marks.push(...await page.locator('.marks li').evaluateAll((els) => els.map((e) => ({ seat: +e.dataset.seat, real: e.dataset.real === 'true', round: +e.dataset.round, gesture: e.dataset.gesture }))));
    if (!(await pager.count()) || (await pager.getByRole('button', { name: 'Later' }).isDisabled())) break;
    await pager.getByRole('button', { name: 'Later' }).click();
  }
  // A gesture pressed as a round ended is refused, so at most as many as pressed.
  const mine = marks.filter((k) => k.seat === 0).length;
  assert.ok(mine >= 2 && mine <= live.gestures, `your gestures are marked: ${mine} of ${live.gestures} pressed`);
  const teams = review[0]?.length ?? 2;
  const realByRound = review.map((_, r) => Array.from({ length: teams }, (_, t) => marks.filter((k) => k.real && k.round === r + 1 && k.seat % teams === t).length));
  assert.deepEqual(realByRound, review, 'the same real signals, round by round and team by team');
  assert.ok(marks.some((k) => k.seat === 0 && k.gesture === 'shrug'), 'the new signal is in the record');

  // The last round's result: the same final score.
  await page.getByTestId('replay-results').locator('li button').last().click();
  await page.getByTestId('replay-round').waitFor();
  assert.deepEqual(await scores(page), final, 'the same final score');
  await screenshot(page, `${ARTIFACTS}replay-of-a-played-match.png`);
  assert.deepEqual(problems, []);
  done();
});

async function pausedMatch(page, url) {
  await page.goto(url);
  await ready(page);
  await started(page);
  await page.keyboard.press('1');
  await page.keyboard.press('q');
  await runFor(page, 1_500); // let the bots play a little: the state to keep is not the deal
  await page.keyboard.press(' ');
  await page.getByRole('dialog', { name: 'Paused' }).waitFor();
}
const tableState = async (page) => ({
  seed: await page.getByTestId('seed').getAttribute('data-seed'),
  hand: await cards(page, 'hand'),
  centre: await cards(page, 'centre'),
  stock: await page.getByTestId('stock-count').textContent(),
});

test('a reload in the middle of a match offers to resume it, with the game\'s link in the address', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 390, height: 844 }, hasTouch: true }, { driven: true });
  await pausedMatch(page, `${site.url}?seed=5&speed=fast`);
  assert.match(new URL(page.url()).hash, /^#[0-9A-Z]+$/, 'the address carries the game');
  const before = await tableState(page);
  await page.reload();
  await page.getByRole('heading', { name: 'Pick up where you left off?' }).waitFor();
  await screenshot(page, `${ARTIFACTS}resume-offer.png`);
  await page.getByRole('button', { name: 'Resume your match' }).tap();
  await ready(page);
  assert.deepEqual(await tableState(page), before, 'the same deal, hands, centre and stock');
  assert.deepEqual(problems, []);
  done();
});

test('opening a different deal asks before replacing the match in progress', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await pausedMatch(page, `${site.url}?seed=5&speed=fast`);
  const before = await tableState(page);
  await page.goto(`${site.url}?seed=6`);
  await page.getByRole('heading', { name: 'You have a match in progress' }).waitFor();
  assert.match(await page.locator('.resume-offer').textContent(), /ends your match in progress/);
  await page.getByRole('button', { name: 'Resume your match' }).click();
  await ready(page);
  assert.deepEqual(await tableState(page), before, 'kept, and resumed exactly');
  await page.goto(`${site.url}?seed=6`);
  await page.getByRole('button', { name: /^Open deal / }).click();
  await ready(page);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '6', 'the new deal opens when asked to');
  assert.deepEqual(problems, []);
  done();
});

test('a key for a centre card that changed a moment ago is too slow, not a different card', { timeout: 90_000 }, async () => {
  // On the driven clock: the key comes as soon as the centre has changed, however busy the
  // machine (in real time it could come after the moment had passed).
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=12&speed=fast&level=ruthless&preset=hearts`);
  await ready(page);
  await started(page);
  // Watch the centre; note the first slot whose card changes.
  await page.evaluate(() => {
    const read = () => [...document.querySelectorAll('[data-testid=centre] [data-card]')].map((e) => e.dataset.card);
    let last = read();
    window.__changed = null;
    new MutationObserver(() => {
      const now = read();
      const i = now.findIndex((c, k) => last[k] !== undefined && c !== last[k]);
      if (i >= 0 && !window.__changed && now.length === last.length) window.__changed = { slot: i, was: last[i], now: now[i] };
      last = now;
    }).observe(document.querySelector('[data-testid=centre]'), { subtree: true, childList: true, attributes: true });
  });
  await page.keyboard.press('1');
  await runUntil(page, () => !!window.__changed, { step: 16, what: 'a centre card changes' });
  const changed = await page.evaluate(() => window.__changed);
  const hand = await cards(page, 'hand');
  await page.keyboard.press(CENTRE_KEYS[changed.slot]);
  await runUntil(page, () => /^Too slow/.test(document.querySelector('[data-testid=notice]')?.textContent.trim() ?? ''), { within: 2_000, what: 'the notice says "Too slow"' });
  assert.ok(await page.getByTestId('notice').getByText(/^Too slow/).isVisible(), 'the notice is shown');
  assert.deepEqual(await cards(page, 'hand'), hand, `nothing taken: the ${changed.was} had gone, the ${changed.now} was not yet seen`);
  assert.deepEqual(problems, []);
  done();
});
