// Every screen in every language, as a player of that language meets it: the home screen,
// the set-up, a lesson step, the table at 360×640, 640×360 and 1280×800 with 4 and 12
// players, a round's result and the match end. Each fits its screen with nothing cut off or
// spilling (German words are long), and each is saved as a screenshot,
// e2e/artifacts/lang-<tag>-<what>.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { settled, sticking, tableMisfits } from './helpers.mjs';
import { runAtMost, runFor, runUntil } from './clock.mjs';
import { LANGS, msg } from './ftl.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();

/**
 * Text that its box cuts off: an element with text of its own that hides what overflows it
 * (or ends it with "…") while its text is wider or taller than the box.
 */
const clippedText = (page) => page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => {
  // One line by design: the ticker's latest line and a notice (both said whole by the live
  // region), and the deal's code line. A team's names read whole too, at 12 players.
  if (e.closest('.ticker, .notice-line, .deal-id')) return false;
  if (![...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim())) return false;
  const s = getComputedStyle(e);
  if (s.display === 'none' || s.visibility === 'hidden' || e.getClientRects().length === 0) return false;
  const cutsWidth = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
  const cutsHeight = s.overflowY === 'hidden' || s.overflowY === 'clip';
  return (cutsWidth && e.scrollWidth > e.clientWidth + 1) || (cutsHeight && e.scrollHeight > e.clientHeight + 2);
}).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}: “${e.textContent.trim().slice(0, 50)}”`));

/** What keeps a screen other than the table from fitting its width. */
async function screenMisfits(page, w) {
  const misfits = (await sticking(page)).map((s) => `sticks out: ${s}`);
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  if (width > w) misfits.push(`the page scrolls sideways: ${width}`);
  return [...misfits, ...(await clippedText(page)).map((c) => `cut off: ${c}`)];
}

const SIZES = [[360, 640], [640, 360], [1280, 800]];

describe('every language', { concurrency: 3 }, () => {
  for (const lang of LANGS) {
    test(`${lang}: home, set-up and a lesson step on a phone`, async () => {
      // A first visit from a browser that speaks the language.
      const { page, problems, done } = await site.visit({ locale: lang, viewport: { width: 360, height: 640 }, hasTouch: true });
      await page.goto(site.url);
      await page.locator('.lesson-offer .primary').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await screenshot(page, `${ARTIFACTS}lang-${lang}-home.png`, { fullPage: true });
      assert.deepEqual(await screenMisfits(page, 360), [], 'the home screen');
      await page.locator('.lesson-offer .primary').tap();
      await page.getByTestId('coach').waitFor();
      await settled(page, '[data-testid=coach]');
      await screenshot(page, `${ARTIFACTS}lang-${lang}-lesson.png`);
      assert.deepEqual(await tableMisfits(page, 360, 640), [], 'the lesson table');
      assert.deepEqual(await clippedText(page), [], 'the lesson');
      await page.goto(site.url);
      await page.getByRole('button', { name: msg(lang, 'menu-home-play'), exact: true }).tap();
      await page.locator('main.setup').waitFor();
      await screenshot(page, `${ARTIFACTS}lang-${lang}-setup.png`, { fullPage: true });
      assert.deepEqual(await screenMisfits(page, 360), [], 'the set-up');
      assert.deepEqual(problems, []);
      done();
    });

    test(`${lang}: the table at three sizes, 4 and 12 players`, async () => {
      for (const teams of [2, 6]) {
        for (const [w, h] of SIZES) {
          const { page, problems, done } = await site.visit({ viewport: { width: w, height: h } }, { driven: true });
          await page.goto(`${site.url}?lang=${lang}&seed=7&teams=${teams}`);
          await page.locator('.table-page').waitFor();
          await runUntil(page, () => document.querySelector('[data-testid=countdown]'), { within: 1_000, what: 'the countdown' });
          await screenshot(page, `${ARTIFACTS}lang-${lang}-table-${teams * 2}p-${w}x${h}.png`);
          assert.deepEqual(await tableMisfits(page, w, h), [], `${teams * 2} players at ${w}×${h}`);
          assert.deepEqual(await clippedText(page), [], `${teams * 2} players at ${w}×${h}`);
          if (teams === 6 && w === 360) {
            // The first round's result (the deal ends in seconds) names all six teams in a
            // panel narrower than the table: each name reads whole there too.
            await runUntil(page, () => document.querySelector('.overlay.result .panel'), { within: 120_000, what: "the first round's result" });
            await settled(page, '.overlay.result');
            await screenshot(page, `${ARTIFACTS}lang-${lang}-result-12p-360x640.png`);
            assert.deepEqual(await clippedText(page), [], "a round's result at 12 players on a phone");
          }
          assert.deepEqual(problems, []);
          done();
        }
      }
    });

    test(`${lang}: a round's result and the match end on a phone`, { timeout: 420_000 }, async () => {
      const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true }, { driven: true });
      // Hearts with two lives: the first round that scores ends with a result; the match ends
      // when a team has lost both.
      await page.goto(`${site.url}?lang=${lang}&speed=fast#040G40GC1G0G0001080000000000000000001CHB6HB0`);
      await page.locator('.table-page').waitFor();
      await runUntil(page, () => document.querySelector('.overlay.result .panel'), { within: 180_000, what: "the first round's result" });
      await settled(page, '.overlay.result');
      await screenshot(page, `${ARTIFACTS}lang-${lang}-round-result.png`);
      assert.deepEqual(await clippedText(page), [], 'the round result');
      await page.locator('.overlay.result .panel > .primary').tap();
      for (let ran = 0; !(await page.locator('.overlay.match-end .panel').isVisible());) {
        assert.ok(ran < 420_000, 'the match ends');
        const next = page.locator('.overlay.result .panel > .primary');
        if (await next.isVisible()) await next.tap();
        ran += (await runAtMost(page, () => document.querySelector('.overlay.result .panel > .primary, .overlay.match-end .panel'), { within: 60_000 })) ?? 60_000;
        await runFor(page, 50);
        ran += 50;
      }
      await settled(page, '.overlay.match-end');
      // It opens at its top, on how the match ended, whatever control has the focus below.
      const top = await page.locator('.overlay.match-end').evaluate((panel) => {
        const scrolled = [panel, ...panel.querySelectorAll('*')].filter((e) => e.scrollTop > 0);
        return scrolled.map((e) => `${e.className}: ${e.scrollTop}`);
      });
      assert.deepEqual(top, [], 'the match end opens at its top');
      await screenshot(page, `${ARTIFACTS}lang-${lang}-match-end.png`);
      assert.deepEqual(await clippedText(page), [], 'the match end');
      // Your match's figures each on one line ("1 certo, 0 errado" once took four), their
      // labels giving way beside them.
      const stats = page.locator('.overlay.match-end dl.stats');
      await stats.scrollIntoViewIfNeeded();
      await screenshot(page, `${ARTIFACTS}lang-${lang}-match-end-stats.png`);
      const wrapped = await stats.locator('dd').evaluateAll((dds) => dds.filter((d) => {
        const range = document.createRange();
        range.selectNodeContents(d);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
      }).map((d) => d.textContent));
      assert.deepEqual(wrapped, [], 'each figure on one line');
      assert.deepEqual(problems, []);
      done();
    });
  }
});
