// A newcomer holding the phone sideways sees the home screen's main buttons without
// scrolling: the lesson's offer and Play, in English and in German (longer words).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();

for (const locale of ['en', 'de']) {
  for (const [w, h] of [[640, 360], [360, 640], [1280, 800]]) {
    test(`${locale}: at ${w}×${h} the home screen shows Play at load`, async () => {
      const { page, problems, done } = await site.visit({ locale, viewport: { width: w, height: h } });
      await page.goto(site.url);
      await page.locator('.lesson-offer .primary').waitFor();
      await screenshot(page, `${ARTIFACTS}home-first-visit-${locale}-${w}x${h}.png`);
      for (const selector of ['.lesson-offer .primary', '.menu > button.primary']) {
        const b = await page.locator(selector).first().boundingBox();
        assert.ok(b.y >= 0 && b.y + b.height <= h && b.x >= 0 && b.x + b.width <= w, `${selector} is out of view: ${JSON.stringify(b)}`);
      }
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0);
      assert.deepEqual(problems, []);
      done();
    });
  }
}
