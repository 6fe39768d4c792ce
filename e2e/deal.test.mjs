// The release build, served on 127.0.0.1, opens a golden seed and shows exactly that deal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ARTIFACTS, ROOT, servedSite } from './suite.mjs';
import { atTheCountdown, cards } from './helpers.mjs';
import { screenshot } from './browser.mjs';

const golden = JSON.parse(await readFile(`${ROOT}tests/golden/deals.json`, 'utf8'));

const RANKS = { A: 'ace', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', T: 'ten', J: 'jack', Q: 'queen', K: 'king' };
const SUITS = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
const spoken = (card) => `${RANKS[card[0]]} of ${SUITS[card[1]]}`;

const site = servedSite();

/**
 * The deal of `query` as it is dealt: the page's clock stands still at the table's countdown
 * (see clock.mjs), so that no bot has played and no round has ended when it is looked at.
 */
async function openDeal(query, viewport) {
  const watched = await site.visit({ viewport }, { driven: true });
  await watched.page.goto(`${site.url}${query}`);
  await atTheCountdown(watched.page);
  await watched.page.getByRole('list', { name: 'Centre cards' }).getByRole('button').first().waitFor();
  return watched;
}

for (const [seed, teams] of [[42, 2], [9007199254740991, 2], [2026, 3], [7, 4], [1, 5], [123456789, 6]]) {
  test(`?seed=${seed}&teams=${teams} shows exactly the golden deal`, async () => {
    const want = golden.find((g) => g.seed === seed && g.teams === teams);
    assert.ok(want, 'the seed is in the golden file');
    const query = teams === 2 ? `?seed=${seed}` : `?seed=${seed}&teams=${teams}`;
    const { page, problems, done } = await openDeal(query, { width: 1280, height: 800 });

    assert.deepEqual(await cards(page, 'hand'), want.hands[0], 'your hand');
    assert.deepEqual(await cards(page, 'centre'), want.centre, 'the centre');
    assert.equal(await page.getByTestId('stock-count').textContent(), String(want.stock.length), 'the stock count');
    assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), String(seed), 'the deal on screen');
    assert.match(await page.getByTestId('seed').textContent(), /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{3,4}){1,2}$/, 'shown as a code');

    // As a person (or a screen reader) finds them: by role and name.
    const hand = page.getByRole('region', { name: 'Your hand' });
    for (const card of want.hands[0]) {
      assert.ok(await hand.getByRole('button', { name: spoken(card), exact: true }).count() >= 1, `${spoken(card)} in your hand`);
    }
    assert.equal(await page.locator('.seat').count(), teams * 2 - 1, 'every other player has a seat');
    assert.equal(await page.locator('.seat [data-card]').count(), 0, 'nobody else\'s cards are face up');
    assert.equal(await page.locator('.seat .card.back').count(), (teams * 2 - 1) * 4, 'four card backs per player');
    await page.getByRole('region', { name: /partner/ }).waitFor();

    await screenshot(page, `${ARTIFACTS}deal-${seed}-${teams}teams.png`);
    assert.deepEqual(problems, []);
    done();
  });
}

test('a phone in portrait shows the whole deal with no horizontal scrolling', async () => {
  const want = golden.find((g) => g.seed === 42 && g.teams === 2);
  const { page, problems, done } = await openDeal('?seed=42', { width: 360, height: 640 });
  await screenshot(page, `${ARTIFACTS}deal-42-phone.png`, { fullPage: true });
  assert.deepEqual(await cards(page, 'hand'), want.hands[0]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  const sticking = await page.evaluate(() => [...document.querySelectorAll('body *')]
    .map((e) => ({ e, r: e.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5))
    .map(({ e, r }) => `${e.tagName}.${e.className.baseVal ?? e.className} ${r.left.toFixed(0)}..${r.right.toFixed(0)}`));
  assert.deepEqual(sticking, [], 'nothing sticks out of the screen');
  // Seats and the centre do not cover each other.
  const boxes = await page.locator('.seat, .centre').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, b] = [boxes[i], boxes[j]];
    const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    assert.ok(!overlap, `boxes ${i} and ${j} overlap`);
  }
  for (const box of await page.locator('[data-testid=hand] .card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    assert.ok(box.left >= 0 && box.right <= 360, `hand card at ${box.left}..${box.right} is off screen`);
  }
  assert.deepEqual(problems, []);
  done();
});

test('without a seed the page opens at home, and a new match puts its deal in the address', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1024, height: 768 } });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByRole('list', { name: 'Centre cards' }).getByRole('button').first().waitFor();
  const seed = await page.getByTestId('seed').getAttribute('data-seed');
  assert.match(seed, /^\d+$/);
  assert.ok(new URL(page.url()).hash.length > 8, 'the address carries the game');
  await page.reload();
  await page.getByRole('list', { name: 'Centre cards' }).getByRole('button').first().waitFor();
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), seed, 'reloading gives the same deal');
  assert.deepEqual(problems, []);
  done();
});

test('a bad seed in the address is explained and a fresh deal is shown', async () => {
  const { page, problems, done } = await openDeal('?seed=banana', { width: 1024, height: 768 });
  await page.getByRole('status').getByText('is not one this game can deal').waitFor();
  assert.match(await page.getByTestId('seed').getAttribute('data-seed'), /^\d+$/);
  assert.deepEqual(problems, []);
  done();
});
