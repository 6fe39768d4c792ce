// How the player is told about reading and being read, against the release build on a
// 360×640 phone: a wrong Stop Kemps on a decoy says what the gesture really was; a round in
// which your partner's signal went unread names it; the match end lists the signals read and
// caught; and the first match's end offers to keep its captions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { started, settled } from './helpers.mjs';
import { runAtMost, runFor, runUntil } from './clock.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** The seat number of an opponent (not you, not your partner) making a gesture now. */
const opponentGesturing = (page) => page.evaluate(() => {
  for (const s of document.querySelectorAll('section.seat[data-seat]')) {
    const seat = Number(s.dataset.seat);
    if (seat % 2 === 0) continue; // you (0) and your partner (2)
    const face = s.querySelector('.avatar');
    const m = /\bg-([a-z_]+)/.exec(face?.getAttribute('class') ?? '');
    if (m) return { seat, gesture: m[1] };
  }
  return null;
});

const NAMES = ['You', 'Ada', 'Bram', 'Cleo'];

// Each page runs on a clock the test drives (see clock.mjs).
describe('reading and being read', () => {
  test('a wrong Stop Kemps on an opponent\'s first gesture says it was a decoy', { timeout: 120_000 }, async () => {
    const { page, problems, done } = await site.visit(phone, { driven: true });
    await page.goto(`${site.url}?seed=42&speed=fast&level=casual`);
    await started(page);
    // A round's first gestures come before anyone can hold four of a kind: decoys.
    let seen = null;
    for (let ran = 0; !seen && ran < 60_000; ran += 50) {
      seen = await opponentGesturing(page);
      if (!seen) await runFor(page, 50);
    }
    assert.ok(seen, 'an opponent gestured');
    await page.getByRole('button', { name: /^Stop Kemps/ }).tap();
    const picker = page.locator('.overlay.picker');
    await runAtMost(page, () => document.querySelector('.overlay.picker, .overlay.result'), { within: 3_000 });
    if (await picker.count()) await picker.getByRole('button', { name: new RegExp(NAMES[seen.seat]) }).first().tap();
    await runUntil(page, () => document.querySelector('.overlay.result'), { within: 15_000, what: "the round's result" });
    assert.match(await page.getByTestId('result-sentence').textContent(), /Stop Kemps on .*, but the hands said otherwise/);
    const note = await page.getByTestId('result-note').first().textContent();
    const gesture = seen.gesture.replace('_', ' ');
    assert.match(note, new RegExp(`^${NAMES[seen.seat]}'s ${gesture} was a decoy; Ada and Cleo (made no signal this round|'s signals? this round (was|were) the )`), note);
    await settled(page, '.overlay.result');
    await screenshot(page, `${ARTIFACTS}reading-wrong-stop-360.png`);
    assert.deepEqual(problems, []);
    done();
  });

  test('a match in which you never call: the partner\'s unread signals are named, the match end lists the signals, and the captions are offered', { timeout: 600_000 }, async () => {
    const { page, problems, done } = await site.visit(phone, { driven: true });
    await page.goto(`${site.url}?seed=7&speed=fast&level=casual`);
    await started(page);
    let missed = null;
    for (let ran = 0; ran < 540_000 && !(await page.locator('.overlay.match-end').count());) {
      if (await page.locator('.overlay.result').count()) {
        const notes = await page.getByTestId('result-note').allTextContents();
        const found = notes.find((n) => /^Bram .*: (that was his signal, and you did not read it|those were his signals, and you did not read them)\.$/.test(n));
        if (found && !missed) {
          missed = found;
          await settled(page, '.overlay.result');
          await screenshot(page, `${ARTIFACTS}reading-missed-signal-360.png`);
        }
        await page.getByRole('button', { name: 'Next round' }).tap();
      }
      ran += (await runAtMost(page, () => document.querySelector('.overlay.result, .overlay.match-end'), { within: 60_000 })) ?? 60_000;
    }
    assert.ok(missed, 'a round named the partner\'s signal you did not read');
    assert.match(missed, /^Bram (winked|[a-z]+ed)/);
    const end = page.locator('.overlay.match-end');
    await end.waitFor();
    const reads = await page.getByTestId('signal-reads').locator('li').allTextContents();
    assert.ok(reads.length >= 1, 'the signals made are listed');
    assert.ok(reads.some((r) => /^Your [a-z ]+: /.test(r)), `your side's signal is listed: ${JSON.stringify(reads)}`);
    for (const r of reads) assert.match(r, /^(Your|Ada and Cleo's) [a-z ]+: (read by|caught by|made in)/);
    // The first match's end: captions go off from the next one, unless kept.
    const offer = page.getByTestId('captions-offer');
    assert.match(await offer.textContent(), /Gesture captions were on for your first match/);
    await settled(page, '.overlay.match-end');
    await page.getByTestId('signal-reads').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300); // the scroll, in real time
    await screenshot(page, `${ARTIFACTS}reading-match-end-360.png`);
    await offer.getByRole('button', { name: 'Keep captions on' }).tap();
    await page.waitForFunction(() => /^captions=1$/m.test(localStorage.getItem('kemps') ?? ''));
    assert.equal(await offer.count(), 0, 'the offer goes once taken');
    assert.deepEqual(problems, []);
    done();
  });
});
