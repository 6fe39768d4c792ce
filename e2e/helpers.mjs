// Playing the built page as a person does: by keyboard (Tab, Space, Enter, the game's keys)
// or by pointer (taps), watching the faces and the captions.
import assert from 'node:assert/strict';
import { isDriven, runAtMost, runFor, runUntil, untilStarted } from './clock.mjs';
import * as browser from './browser.mjs';

/** The cards shown in a list (`hand`, `centre`), by their notation. */
export const cards = (page, testid) => page.locator(`[data-testid=${testid}] [data-card]`).evaluateAll((els) => els.map((e) => e.dataset.card));
/** Waits until the centre's cards are on the table. */
export const ready = (page) => page.getByRole('list', { name: 'Centre cards' }).locator('[data-card]').first().waitFor();
/**
 * Waits until the table is there (its code may still be on its way) and its "get ready"
 * countdown is over; on a page whose clock the test drives, by running that clock.
 */
export const started = async (page) => {
  if (isDriven(page)) return untilStarted(page);
  return page.waitForFunction(() => document.querySelector('.table-page') && !document.querySelector('[data-testid=countdown]'), null, { timeout: 15_000 });
};

/**
 * A driven page (see clock.mjs) at its table's "get ready" countdown: waits for the table
 * (its code comes over the network, in real time), then runs the page's clock until the
 * countdown is on the table, and leaves it standing there.
 */
export async function atTheCountdown(page) {
  await page.locator('.table-page').first().waitFor({ timeout: 15_000 });
  await runUntil(page, () => document.querySelector('[data-testid=countdown]'), { within: 1_000, what: 'the countdown' });
}

/**
 * Swaps the first hand card with the first centre card by keyboard, until the hand changes
 * (up to 20 tries: on a loaded machine a bot's swap often changes the centre under the keys).
 */
export async function swapByKeys(page) {
  // A round's result is up: no swap is taken until somebody goes on (and the next deal
  // would change the hand without a swap).
  if (await page.locator('.overlay.result').count()) return false;
  const before = await cards(page, 'hand');
  if (isDriven(page)) {
    // Nothing at the table moves between the two keys: the swap is taken or refused at once.
    await page.keyboard.press('1');
    await page.keyboard.press('q');
    const changed = await runUntil(page, (b) => document.querySelector('.overlay.result') || JSON.stringify([...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card)) !== b, { arg: JSON.stringify(before), within: 500 }).then(() => true, () => false);
    return changed && (await page.locator('.overlay.result').count()) === 0;
  }
  for (let i = 0; i < 20; i++) {
    if (await page.locator('.overlay.result').count()) return false;
    await page.keyboard.press('1');
    await page.keyboard.press('q');
    try {
      await page.waitForFunction((b) => JSON.stringify([...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card)) !== b, JSON.stringify(before), { timeout: 1_500 });
      return true;
    } catch { /* the centre changed under the keys: try again */ }
  }
  return false;
}

/** Presses Tab until `locator` has the focus. */
export async function tabTo(page, locator, most = 120) {
  for (let i = 0; i < most; i++) {
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${locator} with Tab`);
}

/** The gesture the partner is making right now (from the face's animation class). */
export async function partnerGesture(page) {
  const cls = await page.locator('.seat.partner .avatar').first().getAttribute('class').catch(() => null);
  const m = /\bg-([a-z_]+)/.exec(cls ?? '');
  return m ? m[1] : null;
}

/**
 * Boxes of the elements matching `selector`, at rest: a card that is still sliding or growing
 * into place (a finite animation on it or around it) is measured once it has arrived.
 */
export async function boxes(page, selector) {
  // An element may leave the page while its animation is waited for (a card a bot swapped
  // away): the elements are then looked up again, a few times at most.
  for (let tries = 1; ; tries++) {
    const found = await page.locator(selector).evaluateAll(async (els) => {
      const arriving = document.getAnimations().filter((a) => {
        const target = a.effect?.target;
        return target && Number.isFinite(a.effect.getComputedTiming().endTime) && els.some((e) => target.contains(e));
      });
      await Promise.all(arriving.map((a) => a.finished.catch(() => {})));
      return els.every((e) => e.isConnected) ? els.map((e) => e.getBoundingClientRect().toJSON()) : null;
    });
    if (found) return found;
    if (tries === 5) throw new Error(`${selector}: the elements kept leaving the page while they were measured`);
  }
}

/**
 * Waits until the element matching `selector` has finished its own finite animations: a
 * round's result and the match's end come in 900 ms after the call (the revealed hand is seen
 * first), and a screenshot of them is taken once they are there.
 */
export const settled = (page, selector) => page.locator(selector).first().evaluate(async (el) => {
  const own = el.getAnimations().filter((a) => Number.isFinite(a.effect.getComputedTiming().endTime));
  await Promise.all(own.map((a) => a.finished.catch(() => {})));
});

export function overlapping(list) {
  const hits = [];
  for (let i = 0; i < list.length; i++) {
    for (let j = i + 1; j < list.length; j++) {
      const [a, b] = [list[i], list[j]];
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) hits.push([i, j]);
    }
  }
  return hits;
}

/** Every element sticking out sideways (there must be no horizontal scrolling). */
export async function sticking(page) {
  return page.evaluate(() => {
    // What shows of an element, left to right: its box cut by every ancestor that clips what
    // it holds (a face clips its moving parts, each drawn in a box the face's size).
    const shown = (e) => {
      const r = e.getBoundingClientRect();
      let [left, right] = [r.left, r.right];
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const box = a.getBoundingClientRect();
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      }
      return { width: r.width, left, right };
    };
    return [...document.querySelectorAll('body *')]
      .map((e) => ({ e, r: shown(e) }))
      .filter(({ e, r }) => r.width > 0 && r.right > r.left && !e.closest('.overlay') && (r.left < -0.5 || r.right > window.innerWidth + 0.5))
      .map(({ e, r }) => `${e.tagName}.${e.className.baseVal ?? e.className} ${r.left.toFixed(0)}..${r.right.toFixed(0)}`);
  });
}

/**
 * Plays the match on screen to its end. `act` is 'keyboard' or 'pointer'. Calls Kemps when
 * the partner makes the team signal (`signal`, e.g. 'wink'); now and then swaps a card.
 * Returns what happened. On a page whose clock the test drives, `limitMs` is page time and the
 * clock runs between looks until there is something to do; otherwise it is real time.
 */
export async function playToTheEnd(page, { act, signal, limitMs = 420_000, screenshot, resultShot }) {
  const driven = isDriven(page);
  // Page time played so far (driven), or real time since the start.
  let ran = 0;
  const began = Date.now();
  const elapsed = () => (driven ? ran : Date.now() - began);
  const wait = async (ms) => {
    if (driven) {
      await runFor(page, ms);
      ran += ms;
    } else {
      await page.waitForTimeout(ms);
    }
  };
  const results = [];
  let lastSwap = -Infinity;
  let shotTaken = false;
  while (elapsed() < limitMs) {
    if (await page.locator('.overlay.match-end').count()) {
      const result = await page.locator('.overlay.match-end [data-testid=result-sentence]').textContent();
      results.push({ result: 'final', sentence: result });
      return { results, headline: await page.locator('.overlay.match-end .headline').textContent() };
    }
    const resultPanel = page.locator('.overlay.result .panel');
    if (await resultPanel.count()) {
      results.push({
        result: await resultPanel.getAttribute('data-result'),
        headline: await page.getByTestId('result-headline').textContent(),
        sentence: await page.getByTestId('result-sentence').textContent(),
        score: (await page.locator('.overlay.result .score-sentence').allTextContents())[0] ?? '',
      });
      if (resultShot && results.length === 1) {
        await settled(page, '.overlay.result');
        await browser.screenshot(page, resultShot);
      }
      if (act === 'keyboard') await page.keyboard.press('Enter');
      else await page.getByRole('button', { name: 'Next round' }).tap();
      await wait(100);
      continue;
    }
    if (screenshot && !shotTaken && results.length >= 1) {
      await browser.screenshot(page, screenshot);
      shotTaken = true;
    }
    const gesture = await partnerGesture(page);
    if (gesture === signal) {
      if (act === 'keyboard') await page.keyboard.press('k');
      else await page.getByRole('button', { name: 'Kemps!', exact: true }).tap();
      await wait(150);
      continue;
    }
    if (elapsed() - lastSwap > 2500 && (await page.locator('.countdown').count()) === 0) {
      lastSwap = elapsed();
      if (act === 'keyboard') {
        await page.keyboard.press('1');
        await page.keyboard.press('q');
      } else {
        const hand = page.locator('[data-testid=hand] button').first();
        const centre = page.locator('[data-testid=centre] button').first();
        if ((await hand.count()) && (await centre.count())) {
          // A driven page does not change while a tap waits for a button: one that is off
          // now stays off.
          const timeout = driven ? 1_000 : 30_000;
          await hand.tap({ timeout }).catch(() => {});
          await centre.tap({ timeout }).catch(() => {});
        }
      }
    }
    if (driven) {
      // On to the next thing to act on: a result, the match's end, the partner's signal, or
      // the next swap.
      const within = Math.max(50, lastSwap + 2550 - ran);
      ran += (await runAtMost(page, (s) => !!document.querySelector('.overlay.result, .overlay.match-end')
        || /\bg-([a-z_]+)/.exec(document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '')?.[1] === s, { arg: signal, within })) ?? within;
    } else {
      await page.waitForTimeout(50);
    }
  }
  assert.fail(`the match did not end within ${limitMs} ms (${results.length} rounds)`);
}

/** Chooses a radio button by keyboard: Tab into its group, then arrow keys to it. */
export async function chooseRadio(page, locator, most = 120) {
  const group = await locator.getAttribute('name');
  for (let i = 0; i < most; i++) {
    const inGroup = await page.evaluate((name) => document.activeElement?.getAttribute('name') === name && document.activeElement?.type === 'radio', group);
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 12; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`could not reach ${locator} with the arrow keys`);
}

/**
 * What keeps the table from fitting a `w`×`h` screen: the page scrolling, anything sticking
 * out sideways, and every face, the centre, the piles, the scores, the menu, your hand and the
 * call buttons outside the viewport or over each other. Empty when the table fits.
 */
export async function tableMisfits(page, w, h) {
  const misfits = [];
  const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]);
  if (scroll[0] > w || scroll[1] > h) misfits.push(`the page scrolls: ${scroll}`);
  misfits.push(...(await sticking(page)).map((s) => `sticks out: ${s}`));
  misfits.push(...(await regionMisfits(page, w, h, {
    face: '.felt .seat .avatar',
    centre: '[data-testid=centre]',
    stock: '[data-testid=stock-count]',
    swept: '.pile.swept .count',
    score: '.topbar .team-score',
    menu: '.topbar .table-menu',
    me: '.me .avatar',
    hand: '[data-testid=hand]',
    action: '.action-bar .action',
  })));
  return misfits;
}

/**
 * Every box of each named region (`{ name: selector }`) that is outside a `w`×`h` viewport or
 * lies over another's, in words. Empty when they all fit side by side.
 */
export async function regionMisfits(page, w, h, regions) {
  const misfits = [];
  const named = {};
  for (const [name, selector] of Object.entries(regions)) {
    for (const [i, b] of (await boxes(page, selector)).entries()) if (b.width > 0) named[`${name}${i || ''}`] = b;
  }
  const names = Object.keys(named);
  const list = names.map((n) => named[n]);
  for (const [i, b] of list.entries()) {
    if (b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5) {
      misfits.push(`${names[i]} off screen: ${[b.left, b.top, b.right, b.bottom].map(Math.round)}`);
    }
  }
  for (const [i, j] of overlapping(list)) misfits.push(`${names[i]} over ${names[j]}`);
  return misfits;
}

/** A run of `n` words that two texts both say (case and punctuation aside), or null. */
export function saidTwice(a, b, n = 4) {
  const words = (t) => t.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const runs = (w) => new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')));
  const theirs = runs(words(b));
  return [...runs(words(a))].find((r) => theirs.has(r)) ?? null;
}
