// A replay on a phone, captions at their longest, and a challenge with large counts: the
// table in view on the first screen, every caption whole and clear of the faces (its own face's
// eyes and mouth too, live and in a replay, at every table size, with large text too), every
// face its promised size, whatever the link carries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { boxes, overlapping, regionMisfits, started, sticking } from './helpers.mjs';
import { runFor, runThenLook, runUntil } from './clock.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();
// A phone's large text: Chromium's minimum font size at 18 px (as in large-text.test.mjs).
const largeText = servedSite('/', ['--blink-settings=minimumFontSize=18']);

// Replay links of 90 s of bot play (Classic, Sharp bots, nothing pressed at seat 0), made
// natively with `MatchRecord::link_fragment` (records of version 3, the bots that read a team's signal from either partner).
// Seeds whose four-letter names scratch their noses early: 4 at 4 players (Cleo), 3 at 6
// (Finn), 1 at 12 (Juno).
const REPLAYS = {
  4: 'replay=0C9K4C1H00H0P4R3EW1M6DV31CHPY2R6GR4ZPP81GM69H18',
  6: 'replay=0C9K4C1H60R37C1G6SR3CW3NPGT7D3QGCNG9HC4Z2M0CSQHNNW',
  12: 'replay=0C9K4C1H61R3DC1G0K9ECQQ6JT8MDVGC1G9ZDCR203FDS0FR',
};
const SIZES = [[360, 640], [640, 360]];

/** Opens a replay link and waits for its table; with `driven`, on a clock the test drives. */
async function openReplay(players, [width, height], driven = false) {
  const opened = await site.visit({ viewport: { width, height }, hasTouch: true }, { driven });
  await opened.page.goto(`${site.url}#${REPLAYS[players]}`);
  await opened.page.locator('.replay .felt .seat').first().waitFor();
  return opened;
}

/** What of the replay's table is not on its first screen, or lies over something else. */
async function replayMisfits(page, w, h) {
  const misfits = [];
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  if (width > w) misfits.push(`the page scrolls sideways: ${width}`);
  misfits.push(...(await sticking(page)).map((s) => `sticks out: ${s}`));
  misfits.push(...(await regionMisfits(page, w, h, {
    face: '.felt .seat .avatar',
    centre: '.replay .centre',
    hand: '.replay .my-seat .hand',
    play: '.replay-controls .play',
  })));
  return misfits;
}

for (const players of [4, 12]) {
  for (const [w, h] of [...SIZES, [1280, 800]]) {
    test(`a replay link of ${players} players opens at ${w}×${h} with the table on its first screen`, async () => {
      const { page, problems, done } = await openReplay(players, [w, h]);
      await page.getByRole('button', { name: 'Pause' }).click();
      assert.deepEqual(await replayMisfits(page, w, h), []);
      // Every control is named, the ones folded away too.
      const unnamed = await page.locator('.replay-controls button, .replay-controls input').evaluateAll((els) => els
        .filter((e) => !(e.getAttribute('aria-label') || e.textContent.trim()))
        .map((e) => e.outerHTML.slice(0, 80)));
      assert.deepEqual(unnamed, []);
      if (players === 12) await screenshot(page, `${ARTIFACTS}replay-${w}x${h}.png`);
      assert.deepEqual(problems, []);
      done();
    });
  }
}

test('a replay from a link names seat 0 "Player", never "You", in its scores, captions, marks and results', async () => {
  const { page, problems, done } = await openReplay(4, [1280, 800]);
  await page.getByRole('button', { name: 'Pause' }).click();
  const scores = await page.locator('.topbar .team-score .team-name').allTextContents();
  assert.ok(scores.includes('Player & Bram'), `${scores}`);
  assert.equal(await page.getByRole('region', { name: "Player's hand" }).count(), 1);
  const words = await page.locator('.replay').textContent();
  assert.doesNotMatch(words, /\b(You|you|Your|your)\b/, 'nobody is "you" in a friend\'s replay');
  assert.deepEqual(problems, []);
  done();
});

/**
 * What hides or cuts a caption: its box off screen, over its own face's eyes or mouth (the
 * band from the eyes' top to the mouth's bottom), over another seat's face, a centre card,
 * your hand, the action bar or another caption, or its words cut short (overflowing its box
 * or a box around it that clips).
 */
const CAPTION_FAULTS = ([w, h]) => {
  const shown = (e) => e.getBoundingClientRect().width > 0;
  const captions = [...document.querySelectorAll('.caption')].filter(shown);
  const faces = [...document.querySelectorAll('.avatar')].filter(shown);
  const over = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  // A face's eyes and mouth: from the top of its eyes (open or shut) to the bottom of its mouth.
  const eyesToMouth = (face) => {
    const parts = (selector) => [...face.querySelectorAll(selector)].map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0);
    const eyes = parts('.eye ellipse, .lid path');
    const mouth = parts('.mouth path');
    const all = [...eyes, ...mouth];
    return { left: Math.min(...all.map((b) => b.left)), right: Math.max(...all.map((b) => b.right)), top: Math.min(...eyes.map((b) => b.top)), bottom: Math.max(...mouth.map((b) => b.bottom)) };
  };
  // A card still sliding into your hand is not yet in its place.
  const sliding = (e) => e.closest('li')?.getAnimations().some((a) => a.playState === 'running');
  const others = [...document.querySelectorAll('.centre [data-card], .my-seat .hand [data-card], .action-bar')].filter((e) => shown(e) && !sliding(e));
  const faults = [];
  for (const c of captions) {
    const r = c.getBoundingClientRect();
    const text = c.textContent;
    const seat = c.closest('.seat, .me, .my-seat');
    if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5) faults.push(`"${text}" off screen`);
    const own = seat.querySelector('.avatar');
    if (own && over(r, eyesToMouth(own))) faults.push(`"${text}" over its own face's eyes or mouth`);
    for (const f of faces) if (!seat.contains(f) && over(r, f.getBoundingClientRect())) faults.push(`"${text}" over the face of ${f.closest('[data-seat]')?.dataset.seat ?? 'seat 0'}`);
    for (const o of others) if (over(r, o.getBoundingClientRect())) faults.push(`"${text}" over ${o.dataset.card ? `the card ${o.dataset.card}` : 'the action bar'}`);
    for (const o of captions) if (o !== c && over(r, o.getBoundingClientRect())) faults.push(`"${text}" over "${o.textContent}"`);
    const whole = [c.title, c.getAttribute('aria-label')].includes(text);
    if (!whole && (c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1)) faults.push(`"${text}" cut short`);
    for (let a = c.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = a.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) faults.push(`"${text}" clipped by ${a.className}`);
    }
  }
  return faults;
};
const captionFaults = (page, w, h) => page.evaluate(CAPTION_FAULTS, [w, h]);

/**
 * One look at a driven table, in one round trip: after running its clock `run` ms (when
 * given), the captions shown, what hides or cuts them (`captionFaults`, when there are
 * any), and whether a round's result is up.
 */
const lookAtCaptions = (page, w, h, run = 0) => runThenLook(page, run, ({ faultsSource, w, h }) => {
  const texts = [...document.querySelectorAll('.caption')].map((c) => c.textContent);
  const faults = texts.length ? new Function(`return (${faultsSource})`)()([w, h]) : [];
  return { texts, faults, result: !!document.querySelector('.overlay.result') };
}, { faultsSource: CAPTION_FAULTS.toString(), w, h });

const LONGEST = /(Bram|Cleo|Edda|Finn|Hana|Juno) scratches their nose/;

for (const players of [6, 12]) {
  for (const [w, h] of SIZES) {
    test(`in a replay of ${players} players at ${w}×${h}, each seat's longest caption is whole and clear of the faces`, async () => {
      const { page, problems, done } = await openReplay(players, [w, h]);
      await page.getByRole('button', { name: 'Pause' }).click();
      // Each seat's longest gesture in the list, and when it was made (to the tenth of a second).
      const longest = await page.locator('.marks li').evaluateAll((items) => {
        const bySeat = {};
        for (const li of items) {
          const what = li.querySelector('.what').textContent;
          const [m, s] = li.querySelector('.when').textContent.split(':');
          const at = Number(m) * 60_000 + Math.round(Number(s) * 1000);
          if (!bySeat[li.dataset.seat] || what.length > bySeat[li.dataset.seat].what.length) bySeat[li.dataset.seat] = { what, at };
        }
        return Object.values(bySeat);
      });
      assert.ok(longest.length >= players / 2 + 2, `${longest.length} seats gestured`);
      assert.ok(longest.some(({ what }) => LONGEST.test(what)), 'a four-letter name scratches their nose');
      for (const { what, at } of longest) {
        // Into the gesture's 1.5 s on show: the scrubber steps by 100 ms.
        await page.getByRole('slider', { name: 'Match time' }).evaluate((s, t) => {
          s.value = String(t);
          s.dispatchEvent(new Event('input', { bubbles: true }));
        }, at + 200);
        const caption = page.locator('.caption', { hasText: what });
        await caption.waitFor();
        assert.deepEqual(await captionFaults(page, w, h), [], `while "${what}" is shown`);
        if (players === 12 && w === 360 && LONGEST.test(what)) await screenshot(page, `${ARTIFACTS}replay-captions-12p-360x640.png`);
      }
      assert.deepEqual(problems, []);
      done();
    });

    test(`at the table of ${players} players at ${w}×${h}, captions of the longest gesture are whole and clear of the faces`, { timeout: 180_000 }, async () => {
      // The table runs on a clock the test drives (see clock.mjs), looked at every 80 ms of it.
      const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: true }, { driven: true });
      // Deals whose bots scratch their noses early on (Finn at 6 players, Juno at 12).
      await page.goto(`${site.url}?seed=${players === 6 ? 3 : 1}&teams=${players / 2}&level=sharp`);
      await started(page);
      const seen = new Set();
      // (Each look runs the clock the 80 ms since the last one first.)
      for (let ran = 0; ran < 150_000 && ![...seen].some((t) => LONGEST.test(t)); ran += 80) {
        const { texts, faults, result } = await lookAtCaptions(page, w, h, ran && 80);
        if (texts.length) assert.deepEqual(faults, [], `while ${texts.join(', ')} shown`);
        for (const t of texts) {
          if (LONGEST.test(t) && players === 12 && w === 360 && ![...seen].some((s) => LONGEST.test(s))) {
            await screenshot(page, `${ARTIFACTS}captions-longest-12p-360x640.png`);
          }
          seen.add(t);
        }
        if (result) await page.getByRole('button', { name: 'Next round' }).tap();
      }
      if (![...seen].some((t) => LONGEST.test(t))) {
        // What the table was doing, for whoever reads the failure: its screen, and any
        // overlay up (a pause, a round's result) with the round the top bar names.
        await screenshot(page, `${ARTIFACTS}captions-longest-missed-${players}p-${w}x${h}.png`);
        const state = await page.evaluate(() => ({
          overlays: [...document.querySelectorAll('.overlay')].map((o) => o.className),
          round: document.querySelector('.rules-name')?.textContent,
          hidden: document.hidden,
        }));
        assert.fail(`no four-letter name scratched their nose in 150 s of page time: ${[...seen]}; the table: ${JSON.stringify(state)}`);
      }
      assert.deepEqual(problems, []);
      done();
    });
  }
}

// A caption never hides the face that makes it, nor anything else: over several seconds of
// play at every table size and screen, live and in a replay, in English and in German.
const EVERY_SIZE = [...SIZES, [1280, 800]];
// Deals whose bots gesture early on.
const EARLY = { 4: 5, 6: 3, 8: 2, 12: 1 };

/**
 * Plays `ms` of the table (and on until a caption has been shown, 20 s at most), checking the
 * captions every 100 ms (for the faults that `only` matches); the captions seen. With `shot`, a
 * screenshot there of the moment with the most captions. The page's clock is driven (see
 * clock.mjs): these are page times.
 */
async function watchCaptions(page, w, h, ms, shot, only = /./) {
  const seen = new Set();
  let most = 0;
  // (Each look runs the clock the 100 ms since the last one first.)
  for (let ran = 0; ran < ms || (!seen.size && ran < 20_000); ran += 100) {
    const { texts, faults, result } = await lookAtCaptions(page, w, h, ran && 100);
    if (texts.length) assert.deepEqual(faults.filter((f) => only.test(f)), [], `while ${texts.join(', ')} shown`);
    if (shot && texts.length > most) {
      most = texts.length;
      await screenshot(page, shot);
    }
    for (const t of texts) seen.add(t);
    if (result) await page.locator('.overlay.result button.primary').first().click({ timeout: 1_000 }).catch(() => {});
  }
  return seen;
}

for (const lang of ['en', 'de']) {
  for (const players of lang === 'en' ? [4, 6, 8, 12] : [6, 12]) {
    for (const [w, h] of EVERY_SIZE) {
      test(`at the table of ${players} players at ${w}×${h} (${lang}), a caption leaves its own face's eyes and mouth and everything else in view`, { timeout: 60_000 }, async () => {
        const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: true }, { driven: true });
        await page.goto(`${site.url}?lang=${lang}&seed=${EARLY[players]}&teams=${players / 2}&level=sharp`);
        await started(page);
        const shot = (players === 6 || (players === 12 && lang === 'de')) && w < 1000 ? `${ARTIFACTS}captions-${lang === 'de' ? 'de-' : ''}${players}p-${w}x${h}.png` : undefined;
        const seen = await watchCaptions(page, w, h, 6_000, shot);
        assert.ok(seen.size >= 1, 'a caption was shown');
        assert.deepEqual(problems, []);
        done();
      });
    }
  }
}

// With 18 px text the dense tables have no room for every caption beside every face; but a
// caption still never hides its own face's eyes or mouth, and is never cut. (At 12 players on a
// phone held sideways, a long caption of a lowest seat still runs off the bottom of the screen.)
for (const players of [4, 6, 8, 12]) {
  for (const [w, h] of EVERY_SIZE) {
    const faults = players === 12 && w === 640 ? /own face|cut short/ : /own face|cut short|clipped/;
    test(`at the table of ${players} players at ${w}×${h} with 18 px text, a caption leaves its own face's eyes and mouth in view and is whole`, { timeout: 60_000 }, async () => {
      const { page, problems, done } = await largeText.visit({ viewport: { width: w, height: h }, hasTouch: true }, { driven: true });
      await page.goto(`${largeText.url}?seed=${EARLY[players]}&teams=${players / 2}&level=sharp`);
      await started(page);
      const seen = await watchCaptions(page, w, h, 6_000, undefined, faults);
      assert.ok(seen.size >= 1, 'a caption was shown');
      assert.deepEqual(problems, []);
      done();
    });
  }
}

for (const players of [4, 6, 12]) {
  for (const [w, h] of EVERY_SIZE) {
    test(`in a replay of ${players} players at ${w}×${h}, every caption of its first 40 s leaves its own face's eyes and mouth and everything else in view`, async () => {
      const { page, problems, done } = await openReplay(players, [w, h]);
      await page.getByRole('button', { name: 'Pause' }).click();
      const marks = await page.locator('.marks li').evaluateAll((items) => items.map((li) => {
        const [m, s] = li.querySelector('.when').textContent.split(':');
        return { what: li.querySelector('.what').textContent, at: Number(m) * 60_000 + Math.round(Number(s) * 1000) };
      }).filter(({ at }) => at < 40_000));
      assert.ok(marks.length >= 4, `${marks.length} gestures in the first 40 s`);
      for (const { what, at } of marks) {
        await page.getByRole('slider', { name: 'Match time' }).evaluate((s, t) => {
          s.value = String(t);
          s.dispatchEvent(new Event('input', { bubbles: true }));
        }, at + 200);
        await page.locator('.caption', { hasText: what }).first().waitFor();
        assert.deepEqual(await captionFaults(page, w, h), [], `while "${what}" is shown`);
      }
      assert.deepEqual(problems, []);
      done();
    });
  }
}

// A 12-player challenge of 99 points, won 100:99 in 9999 rounds with 9999 signals spotted:
// the largest counts its rules allow (`share::challenge::encode`, made natively).
const CHALLENGE = 'vs=0400C0070W0G20G0000P60000000000000000001CHHRYKMF9TD0VQCH';

for (const [w, h] of SIZES) {
  test(`a 12-player challenge with large counts keeps every face at 56 px and the scores in their pills at ${w}×${h}`, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: true });
    await page.goto(`${site.url}#${CHALLENGE}`);
    const skip = page.getByRole('button', { name: /^Skip/ });
    const start = page.getByRole('button', { name: 'Start the challenge' });
    await start.or(skip).first().waitFor();
    if (await skip.count()) await skip.tap();
    await start.tap();
    await started(page);
    assert.match(await page.getByTestId('challenge').textContent(), /9,999 rounds/, 'the count as the language writes numbers');
    const faces = await boxes(page, '.felt .seat .avatar');
    assert.equal(faces.length, 11);
    const small = faces.filter((b) => b.width < 56 || b.height < 56).map((b) => `${b.width.toFixed(1)}×${b.height.toFixed(1)}`);
    assert.deepEqual(small, [], 'every face at least 56 px');
    const spilled = await page.locator('.topbar .team-score').evaluateAll((pills) => pills.flatMap((pill, i) => {
      const p = pill.getBoundingClientRect();
      return [...pill.querySelectorAll('*')].map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.left < p.left - 0.5 || r.right > p.right + 0.5 || r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5))
        .map(() => `pill ${i}: a part outside`);
    }));
    assert.deepEqual(spilled, []);
    assert.deepEqual(overlapping(await boxes(page, '.topbar .team-score')), []);
    assert.deepEqual(await sticking(page), []);
    if (w === 360) await screenshot(page, `${ARTIFACTS}challenge-12p-large-counts-360x640.png`);
    assert.deepEqual(problems, []);
    done();
  });
}

// A round's key moment: a replay playing at 1× across a round that a call ended stays there,
// with the call on the caller's face, the round's result as the live table words it and the
// revealed hand, for HOLD_MS (then it plays on); a gesture or a round chosen from the lists
// below the table brings the table back into view.
const HOLD_MS = 5_000;

/** Seeks the replay to game time `t` with its scrubber. */
const scrub = (page, t) => page.getByRole('slider', { name: 'Match time' }).evaluate((s, t) => {
  s.value = String(t);
  s.dispatchEvent(new Event('input', { bubbles: true }));
}, t);

/** The first round that a call ended: its end (ms, from the results list) and its words there. */
async function calledRound(page) {
  const ends = page.getByTestId('replay-results').locator('li button');
  for (let i = 0; i < await ends.count(); i += 1) {
    const [m, s] = (await ends.nth(i).locator('.when').textContent()).split(':');
    await ends.nth(i).click();
    const result = await page.getByTestId('key-moment').getAttribute('data-result');
    if (result !== 'real_deal') return { at: Number(m) * 60_000 + Math.round(Number(s) * 1000), words: await ends.nth(i).locator('.what').textContent() };
  }
  throw new Error('no round of this replay ended with a call');
}

for (const [w, h] of [[360, 640], [1280, 800]]) {
  test(`at ${w}×${h}, a replay at 1× stays at a round's call with its result and the revealed hand`, { timeout: 60_000 }, async () => {
    // The replay plays on a clock the test drives (see clock.mjs): its hold is page time.
    const { page, problems, done } = await openReplay(4, [w, h], true);
    await page.getByRole('button', { name: 'Pause' }).click();
    const called = await calledRound(page);
    const more = page.getByRole('button', { name: 'Speeds and rounds' });
    if (await more.isVisible()) await more.click();
    await page.getByRole('button', { name: '1×', exact: true }).click();
    if (await more.isVisible()) await more.click();
    await scrub(page, called.at - 1_000);
    const moment = page.getByTestId('key-moment');
    assert.equal(await moment.count(), 0, 'a second before the call, the round goes on');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await runUntil(page, () => !!document.querySelector('[data-testid=key-moment]'), { within: 3_000, what: 'the key moment' });
    const since = await page.evaluate(() => performance.now());
    const time = await page.getByTestId('replay-time').textContent();
    // The round's result as the live table words it, and the called hand shown.
    const sentence = await moment.getByTestId('result-sentence').textContent();
    assert.match(sentence, /called (Stop )?Kemps!/);
    assert.ok(called.words.includes(sentence), `"${sentence}" is the round's result, "${called.words}"`);
    // Someone else's match: its seat 0 is "the player", never "you".
    assert.doesNotMatch(await moment.textContent(), /\b(You|you|Your|your)\b/);
    assert.ok(await moment.locator('.revealed-hand [data-card]').count() >= 4, 'the revealed hand');
    await runUntil(page, () => !!document.querySelector('[data-testid=shout]'), { within: 1_000, what: "the caller's shout" });
    // The result fades in after the bubble (a CSS animation, on real time, as is the bar
    // that shows the hold running out).
    await moment.evaluate((e) => Promise.all(e.getAnimations({ subtree: true })
      .filter((a) => a.animationName !== 'hold-runs-out')
      .map((a) => a.finished)));
    await screenshot(page, `${ARTIFACTS}replay-key-moment-${w}x${h}.png`);
    const box = await moment.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= h + 0.5, `the result is on the first screen: ${JSON.stringify(box)}`);
    // It stays, and the replay with it, for the hold.
    for (let held = await page.evaluate((t) => performance.now() - t, since); held < HOLD_MS - 100; held += 250) {
      assert.ok(await moment.isVisible(), `the key moment is still shown after ${held} ms`);
      assert.equal(await page.getByTestId('replay-time').textContent(), time, 'the replay waits at the call');
      await runFor(page, 250);
    }
    // Then the replay plays on by itself.
    await runUntil(page, () => !document.querySelector('[data-testid=key-moment]'), { within: 1_000, what: 'the end of the hold' });
    await runFor(page, 500);
    assert.notEqual(await page.getByTestId('replay-time').textContent(), time);
    assert.deepEqual(problems, []);
    done();
  });
}

test('at 360×640, a gesture or a round chosen from the lists brings the table into view', async () => {
  const { page, problems, done } = await openReplay(4, [360, 640]);
  await page.getByRole('button', { name: 'Pause' }).click();
  const feltInView = async () => {
    const box = await page.locator('.replay .felt').boundingBox();
    return box.y >= -0.5 && box.y + box.height <= 640.5;
  };
  const gesture = page.locator('.marks li button').nth(5);
  await gesture.scrollIntoViewIfNeeded();
  assert.equal(await feltInView(), false, 'the list lies below the table');
  await gesture.click();
  await page.waitForTimeout(300);
  assert.ok(await feltInView(), 'after choosing a gesture, the felt is in view');
  const round = page.getByTestId('replay-results').locator('li button').first();
  await round.scrollIntoViewIfNeeded();
  assert.equal(await feltInView(), false);
  await round.click();
  await page.waitForTimeout(300);
  assert.ok(await feltInView(), 'after choosing a round, the felt is in view');
  assert.deepEqual(problems, []);
  done();
});
