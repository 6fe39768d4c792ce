// The table fits one screen at every table size, from a 360×640 phone to a 1920×1080
// desktop: no scrolling; every face, the centre, the piles, your hand and the call buttons
// inside the viewport and clear of each other; the partner's face the largest; Kemps! and
// Stop Kemps far apart. Each layout is saved as a screenshot. The set-up fits a phone too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { atTheCountdown, boxes, overlapping, sticking } from './helpers.mjs';
import { screenshot } from './browser.mjs';


const site = servedSite();

// The smallest faces each viewport must show (the figures), where it sets them.
const FACES = { '360x640': { partner: 96, other: 56 }, '1280x800': { partner: 140, other: 0 } };

/** How far apart two boxes are (0 when they touch or overlap). */
const apart = (a, b) => Math.hypot(
  Math.max(0, a.left - b.right, b.left - a.right),
  Math.max(0, a.top - b.bottom, b.top - a.bottom),
);

const one = async (page, locator) => (await locator.boundingBox());
const edges = (b) => ({ left: b.x, top: b.y, right: b.x + b.width, bottom: b.y + b.height, width: b.width, height: b.height });

const SIZES = [[360, 640], [640, 360], [1280, 800], [1920, 1080]];

for (const teams of [2, 3, 4, 5, 6]) {
  test(`${teams * 2} players on one screen at every size`, async (t) => {
    // One table for every size: its clock stands still at the countdown while the window
    // takes each size (the game's layout is its style sheet's alone: it reads no size, so a
    // table resized is laid out as one opened at that size).
    const [[w0, h0]] = SIZES;
    const { page, problems, done } = await site.visit({ viewport: { width: w0, height: h0 } }, { driven: true });
    await page.goto(`${site.url}?seed=7&teams=${teams}`);
    await atTheCountdown(page);
    assert.equal(await page.locator('.felt .seat').count(), teams * 2 - 1);
    let passed = 0;
    for (const [w, h] of SIZES) await t.test(`at ${w}×${h}`, async () => {
      await page.setViewportSize({ width: w, height: h });
      const scroll = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]);
      assert.deepEqual(scroll, [w, h], 'the page does not scroll either way');
      assert.deepEqual(await sticking(page), [], 'nothing sticks out sideways');

      const faces = await boxes(page, '.felt .seat');
      const partner = (await boxes(page, '.felt .seat.partner .avatar'))[0];
      const others = await boxes(page, '.felt .seat.opponent .avatar');
      const calls = {
        kemps: edges(await one(page, page.getByRole('button', { name: 'Kemps!', exact: true }))),
        stop: edges(await one(page, page.getByRole('button', { name: 'Stop Kemps', exact: true }))),
      };
      const parts = {
        me: (await boxes(page, '.me .avatar'))[0],
        centre: (await boxes(page, '[data-testid=centre]'))[0],
        stock: (await boxes(page, '[data-testid=stock-count]'))[0],
        swept: (await boxes(page, '.pile.swept .count'))[0],
        hand: (await boxes(page, '[data-testid=hand]'))[0],
        actions: (await boxes(page, '.action-bar'))[0],
        countdown: (await boxes(page, '[data-testid=countdown]'))[0],
      };
      const all = [...faces, ...Object.values(parts)];
      for (const [i, b] of all.entries()) {
        assert.ok(b.left >= 0 && b.top >= 0 && b.right <= w + 0.5 && b.bottom <= h + 0.5,
          `part ${i} inside the viewport: ${JSON.stringify(b)}`);
      }
      assert.deepEqual(overlapping(all), [], 'faces, centre, piles, hand, buttons and countdown keep clear of each other');

      for (const o of others) assert.ok(partner.height > o.height, `the partner's face (${partner.height}) is the largest (${o.height})`);
      const least = FACES[`${w}x${h}`];
      if (least) {
        assert.ok(partner.height >= least.partner, `partner's face ${partner.height} px ≥ ${least.partner}`);
        for (const o of others) assert.ok(o.height >= least.other, `a face of ${o.height} px ≥ ${least.other}`);
      }
      assert.ok(apart(calls.kemps, calls.stop) >= 80, `Kemps! and Stop Kemps ${apart(calls.kemps, calls.stop)} px apart`);
      await screenshot(page, `${ARTIFACTS}table-${teams * 2}p-${w}x${h}.png`);
      passed += 1;
    });
    assert.deepEqual(problems, []);
    // (A subtest's failure does not stop its test: a page that failed one is not shared again.)
    if (passed === SIZES.length) done();
  });
}

test('held sideways, the set-up shows your signal above Start and Play it with a friend, side by side', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 640, height: 360 }, hasTouch: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  const start = page.getByRole('button', { name: 'Start the match' });
  await start.waitFor();
  const [bar] = await boxes(page, '.start-bar');
  const [go, friend] = await boxes(page, '.start-bar button');
  assert.equal(go.top, friend.top, 'the two buttons share one row');
  assert.ok(bar.bottom - bar.top <= 72, `the bar takes ${bar.bottom - bar.top} px of 360`);
  const [face] = await boxes(page, '.signal-now .avatar');
  assert.ok(face.top >= 0 && face.top + 40 <= bar.top, `your signal's face shows above the bar: ${JSON.stringify({ face, bar })}`);
  await screenshot(page, `${ARTIFACTS}setup-sideways.png`);
  assert.deepEqual(problems, []);
  done();
});

test('the set-up fits a phone: a newcomer starts against Casual bots, Start on screen, choices one tap away', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  const start = page.getByRole('button', { name: 'Start the match' });
  await start.waitFor();
  assert.match(await page.getByTestId('setup-summary').textContent(), /^Classic · 4 players · Casual bots · /);
  const scroll = await page.evaluate(() => document.scrollingElement.scrollHeight);
  assert.ok(scroll <= 640, `the set-up fits the screen (${scroll} px)`);
  const inView = async () => { const b = await start.boundingBox(); return b.y >= 0 && b.y + b.height <= 640; };
  assert.ok(await inView(), 'Start is on screen');
  await screenshot(page, `${ARTIFACTS}setup-phone.png`);
  // The choices open with one tap, and Start stays on screen while they are read.
  await page.getByText('Change the rules, table, bots, speed or deal').tap();
  await page.getByRole('radio', { name: '12 players' }).tap();
  assert.match(await page.getByTestId('setup-summary').textContent(), /· 12 players ·/);
  await page.getByRole('radio', { name: /^Ruthless/ }).scrollIntoViewIfNeeded();
  assert.ok(await inView(), 'Start is on screen among the choices');
  await page.getByText('Choose your signals (one to three)').tap();
  const gallery = page.getByRole('group', { name: 'Your secret signals' });
  await gallery.getByRole('button', { name: 'Shrug' }).tap();
  assert.equal(await page.getByTestId('signal-now').textContent(), 'Wink or shrug', 'a second signal is added');
  await gallery.getByRole('button', { name: 'Wink' }).tap();
  assert.equal(await page.getByTestId('signal-now').textContent(), 'Shrug', 'and the first taken off');
  const last = gallery.getByRole('button', { name: 'Shrug' });
  assert.equal(await last.getAttribute('aria-disabled'), 'true', 'the last signal is marked as staying');
  await last.tap({ force: true });
  assert.equal(await page.getByTestId('signal-now').textContent(), 'Shrug', 'the last signal stays');
  assert.ok(await inView(), 'Start is on screen below the gallery');
  // A newcomer's first match has captions on.
  await start.tap();
  await page.getByTestId('seed').waitFor();
  assert.match(await page.locator('.table-page').getAttribute('class'), /\bcaptions\b/);
  assert.equal(await page.locator('.seat').count(), 11);
  assert.deepEqual(problems, []);
  done();
});

test("the text follows the root font size (a phone's large-text setting)", async () => {
  const { page, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=7`);
  await atTheCountdown(page);
  const size = (selector) => page.locator(selector).first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  const before = await Promise.all(['.deal-id', '.team-score', '.action'].map(size));
  await page.evaluate(() => { document.documentElement.style.fontSize = '150%'; });
  const after = await Promise.all(['.deal-id', '.team-score', '.action'].map(size));
  for (const [i, b] of before.entries()) assert.ok(after[i] >= b * 1.4, `text of ${b} px grows with the root font (${after[i]} px)`);
  done();
});
