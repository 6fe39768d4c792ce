// The stop picker: the game goes on while you choose whom you stop, and the faces are what
// you choose by, so the picker stands low (over your hand and the buttons), or to the right
// of the table on a phone held sideways, and leaves the table above it in view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { boxes } from './helpers.mjs';
import { runUntil, untilStarted } from './clock.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();

const clear = (a, b) => a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5 || a.right <= b.left + 0.5 || b.right <= a.left + 0.5;

const cases = [
  // [width, height, address, what stays in view, name]
  [360, 640, '?seed=7&teams=6', ['.seat.partner .avatar', '.centre .card'], 'teams-12p'],
  [360, 640, '?seed=12&preset=hearts', ['.felt .seat .avatar', '.centre .card'], 'seats-4p'],
  [640, 360, '?seed=7&teams=6', ['.felt'], 'teams-12p'],
  [1280, 800, '?seed=7&teams=6', ['.felt'], 'teams-12p'],
];

for (const [w, h, address, inView, name] of cases) {
  test(`the stop picker at ${w}×${h} (${name}) leaves ${inView.join(' and ')} in view`, { timeout: 60_000 }, async () => {
    // The page's clock stands still while the picker is measured (a bot's swap would move
    // the centre's cards away mid-measure on a busy machine).
    const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: w < 1000, isMobile: w < 1000 }, { driven: true });
    await page.goto(`${site.url}${address}`);
    await untilStarted(page);
    await page.getByRole('button', { name: /^Stop Kemps/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Stop Kemps on…' });
    await runUntil(page, () => document.querySelector('.overlay.picker .panel'), { within: 2_000, what: 'the stop picker' });
    await dialog.waitFor();
    const [panel] = await boxes(page, '.overlay.picker .panel');
    assert.ok(panel.top >= 0 && panel.bottom <= h + 0.5 && panel.right <= w + 0.5, 'the picker is on screen');
    for (const selector of inView) {
      for (const box of await boxes(page, selector)) {
        assert.ok(clear(box, panel), `${selector} at ${JSON.stringify(box)} is under the picker ${JSON.stringify(panel)}`);
      }
    }
    // Every choice is a target a thumb can hit, its name whole.
    for (const target of await dialog.locator('.target').all()) {
      const box = await target.boundingBox();
      assert.ok(box.height >= 44, `a choice ${box.height} px tall`);
      assert.ok(await target.locator('span').evaluate((e) => e.scrollWidth <= e.clientWidth + 1), `${await target.textContent()} is whole`);
    }
    await screenshot(page, `${ARTIFACTS}stop-picker-${name}-${w}x${h}.png`);
    // The game goes on behind it, and Cancel closes it.
    await dialog.getByRole('button', { name: /^Cancel/ }).click();
    await runUntil(page, () => !document.querySelector('.overlay.picker'), { within: 2_000, what: 'the stop picker closed' });
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    done();
  });
}
