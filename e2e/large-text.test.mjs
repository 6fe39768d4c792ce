// A phone's large text: with Chromium's minimum font size at 18 px every word on the table
// is at least 18 px, and the table still fits one screen, portrait, landscape and desktop,
// at every table size: nothing off screen, nothing over anything else, no scrolling.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { tableMisfits } from './helpers.mjs';

const site = servedSite('/', ['--blink-settings=minimumFontSize=18']);

test('the minimum font size is in force', async () => {
  const { page, context } = await site.open({ viewport: { width: 360, height: 640 } });
  await page.goto(`${site.url}?seed=7`);
  await page.getByTestId('countdown').waitFor();
  const size = await page.locator('.felt .nameplate').first().evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert.ok(size >= 18, `a seat's name is ${size} px`);
  await context.close();
});

for (const teams of [2, 3, 6]) {
  for (const [w, h] of [[360, 640], [640, 360], [1280, 800]]) {
    test(`${teams * 2} players with 18 px text fit ${w}×${h}`, async () => {
      const { page, problems, context } = await site.open({ viewport: { width: w, height: h } });
      await page.goto(`${site.url}?seed=7&teams=${teams}`);
      await page.getByTestId('countdown').waitFor();
      await page.screenshot({ path: `${ARTIFACTS}large-text-${teams * 2}p-${w}x${h}.png` });
      assert.deepEqual(await tableMisfits(page, w, h), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
