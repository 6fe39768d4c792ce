// A phone's large text: with Chromium's minimum font size at 18 px every word on the table
// is at least 18 px, and with its default font size at 20 or 24 px every word is larger; the
// table still fits one screen, portrait, landscape and desktop, at every table size and in the
// first lesson (its coach above the table): nothing off screen, nothing over anything else, no
// scrolling. The centre cards are the game: they keep a size to read and to tap (the faces
// give way first), and so do the cards in your hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { atTheCountdown, boxes, started, tableMisfits } from './helpers.mjs';
import { screenshot } from './browser.mjs';
import { runUntil } from './clock.mjs';

const SIZES = [[360, 640], [640, 360], [1280, 800]];
/** The narrowest a centre card or a hand card may be: about 44 px on a phone, never under 36. */
const FLOOR = 44;
/** The smallest a face may get: its eyes and mouth still to be seen. */
const SMALLEST_FACE = 32;

const sites = {
  'min18': servedSite('/', ['--blink-settings=minimumFontSize=18']),
  'default20': servedSite('/', ['--blink-settings=defaultFontSize=20']),
  'default24': servedSite('/', ['--blink-settings=defaultFontSize=24']),
};

test('the minimum font size is in force', async () => {
  const site = sites.min18;
  const { page, done } = await site.visit({ viewport: { width: 360, height: 640 } }, { driven: true });
  await page.goto(`${site.url}?seed=7`);
  await atTheCountdown(page);
  const size = await page.locator('.felt .nameplate').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 18, `a seat's name is ${size} px`);
  done();
});

test('the default font size is in force', async () => {
  for (const [name, px] of [['default20', 20], ['default24', 24]]) {
    const site = sites[name];
    const { page, done } = await site.visit({ viewport: { width: 360, height: 640 } }, { driven: true });
    await page.goto(`${site.url}?seed=7`);
    await atTheCountdown(page);
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    assert.equal(size, px);
    done();
  }
});

/** The table as it stands: one screen, and the cards and the faces at a size to use. */
async function checkTable(page, w, h, shot) {
  await page.locator('[data-testid=centre] [data-card]').first().waitFor();
  await screenshot(page, `${ARTIFACTS}${shot}.png`);
  assert.deepEqual(await tableMisfits(page, w, h), []);
  const centre = await boxes(page, '[data-testid=centre] [data-card]');
  const hand = await boxes(page, '[data-testid=hand] [data-card]');
  assert.equal(centre.length, 4);
  assert.equal(hand.length, 4);
  for (const c of centre) assert.ok(c.width >= FLOOR - 0.5, `a centre card ${c.width.toFixed(1)} px wide`);
  for (const c of hand) assert.ok(c.width >= FLOOR - 0.5, `a hand card ${c.width.toFixed(1)} px wide`);
  for (const f of await boxes(page, '.felt .seat .avatar')) assert.ok(f.width >= SMALLEST_FACE, `a face ${f.width.toFixed(1)} px wide`);
}

for (const [name, site] of Object.entries(sites)) {
  for (const teams of [2, 3, 4, 6]) {
    test(`${name}: ${teams * 2} players fit every size with cards to read and tap`, async (t) => {
      // One table for the three sizes: its clock stands still at the countdown while the
      // window takes each size (the game's layout is its style sheet's alone: it reads no
      // size, so a table resized is laid out as one opened at that size).
      const [[w0, h0]] = SIZES;
      const { page, problems, done } = await site.visit({ viewport: { width: w0, height: h0 } }, { driven: true });
      await page.goto(`${site.url}?seed=7&teams=${teams}`);
      await atTheCountdown(page);
      let passed = 0;
      for (const [w, h] of SIZES) {
        await t.test(`at ${w}×${h}`, async () => {
          await page.setViewportSize({ width: w, height: h });
          const shot = name === 'min18' && teams !== 4 ? `large-text-${teams * 2}p-${w}x${h}` : `large-text-${name}-${teams * 2}p-${w}x${h}`;
          await checkTable(page, w, h, shot);
          passed += 1;
        });
      }
      assert.deepEqual(problems, []);
      // (A subtest's failure does not stop its test: a page that failed one is not shared again.)
      if (passed === SIZES.length) done();
    });
  }
  for (const [w, h] of SIZES) {
    test(`${name}: the first lesson, its coach above the table, fits ${w}×${h} with cards to read and tap`, async () => {
      const { page, problems, done } = await site.visit({ viewport: { width: w, height: h } });
      await page.goto(site.url);
      await page.locator('.lesson-offer .primary').click();
      await page.getByTestId('coach').waitFor();
      await checkTable(page, w, h, `large-text-${name}-lesson1-${w}x${h}`);
      // The coach's words are all there to read: shown, or a scroll away inside it.
      const coach = await page.getByTestId('coach').evaluate((e) => ({ overflow: getComputedStyle(e).overflowY, scroll: e.scrollHeight, client: e.clientHeight }));
      assert.ok(coach.scroll <= coach.client + 1 || coach.overflow === 'auto', `the coach cuts its words: ${JSON.stringify(coach)}`);
      assert.deepEqual(problems, []);
      done();
    });
  }
}

// A refusal is how a player learns a rule: it reads whole, on as many lines as it takes,
// within the screen and clear of your hand and the buttons; with large text the lesson's coach
// gives it the room (one line while it shows), and the table still fits.
for (const [name, site] of [['default font', servedSite()], ['default24', sites.default24]]) {
  for (const locale of ['en', 'de']) {
    test(`${name}, ${locale}: a refusal reads whole at 360×640`, async () => {
      // (On a clock the test drives: see clock.mjs.)
      const { page, problems, done } = await site.visit({ locale, viewport: { width: 360, height: 640 }, hasTouch: true }, { driven: true });
      await page.goto(site.url);
      await page.locator('.lesson-offer .primary').tap();
      await started(page);
      // Kemps! on your own hand: the lesson refuses it, and says why.
      await page.locator('.action.call.kemps').tap();
      await runUntil(page, () => document.querySelector('[data-testid=notice]')?.textContent.trim(), { within: 1_000, what: 'the refusal' });
      const slug = name === 'default font' ? '' : `${name}-`;
      await screenshot(page, `${ARTIFACTS}large-text-refusal-${slug}${locale}-360x640.png`);
      const notice = page.getByTestId('notice');
      const text = (await notice.textContent()).trim();
      assert.ok(text.length > 60, `a long refusal: ${text}`);
      const cut = await notice.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth, high: e.scrollHeight, tall: e.clientHeight, ellipsis: getComputedStyle(e).textOverflow }));
      assert.ok(cut.scroll <= cut.client && cut.high <= cut.tall + 1, `the refusal is cut: ${JSON.stringify(cut)}`);
      const [box] = await boxes(page, '[data-testid=notice]');
      assert.ok(box.top >= 0 && box.bottom <= 640 && box.left >= 0 && box.right <= 360, `the refusal is off screen: ${JSON.stringify(box)}`);
      for (const b of await boxes(page, '[data-testid=hand], .action-bar')) {
        assert.ok(box.top >= b.bottom - 0.5 || box.bottom <= b.top + 0.5, `the refusal lies over the hand or the buttons: ${JSON.stringify(box)}`);
      }
      assert.deepEqual(await tableMisfits(page, 360, 640), []);
      assert.deepEqual(problems, []);
      done();
    });
  }
}
