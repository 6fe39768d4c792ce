// Gestures a stranger can tell apart: on a 360×640 phone, the set-up's gallery shows every
// gesture on the same face; frozen at their peaks, every two of them (and each against the
// face at rest) differ in at least 4 % of the face's pixels. The sheet of peaks is saved as
// artifacts/gestures-phone.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';


const site = servedSite();

const LEAST_SHARE = 0.04;

/** Freezes every animation of the gallery's faces at `at` of its active time (0 = at rest, 0.5 = peak). */
const freeze = (page, at) => page.evaluate((at) => {
  for (const a of document.getAnimations()) {
    const t = a.effect.getComputedTiming();
    a.pause();
    a.currentTime = t.delay + t.duration * at;
  }
}, at);

/**
 * Share of pixels that differ (any channel by more than 24 of 255) between every two images,
 * decoded and compared in the page: `[[i, j, share], …]`.
 */
const differences = (page, images) => page.evaluate(async (images) => {
  const decoded = await Promise.all(images.map(async (b64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  }));
  const out = [];
  for (let i = 0; i < decoded.length; i++) {
    for (let j = i + 1; j < decoded.length; j++) {
      const [a, b] = [decoded[i], decoded[j]];
      const w = Math.min(a.width, b.width);
      const h = Math.min(a.height, b.height);
      let differ = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const [p, q] = [(y * a.width + x) * 4, (y * b.width + x) * 4];
          if (Math.abs(a.data[p] - b.data[q]) > 24 || Math.abs(a.data[p + 1] - b.data[q + 1]) > 24
            || Math.abs(a.data[p + 2] - b.data[q + 2]) > 24) differ++;
        }
      }
      out.push([i, j, differ / (w * h)]);
    }
  }
  return out;
}, images);

test('every gesture at its peak differs from every other, and from the face at rest, in 4 % of the face', { timeout: 120_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByText('Choose your signals (one to three)').click();
  const gallery = page.getByRole('group', { name: 'Your secret signals' });
  await gallery.waitFor();
  const options = gallery.getByRole('button');
  assert.equal(await options.count(), 12);
  const names = await options.evaluateAll((els) => els.map((e) => e.dataset.gesture));
  const animated = await page.evaluate(() => document.querySelectorAll('.signal-option .avatar').length
    && [...document.querySelectorAll('.signal-option .avatar')].every((a) => a.getAnimations({ subtree: true }).length > 0));
  assert.ok(animated, 'every face in the gallery is moving');

  // The set-up's Start bar stays on screen over the page: out of the sheet and the faces.
  await page.addStyleTag({ content: '.start-bar { visibility: hidden !important; }' });
  await freeze(page, 0.5);
  await gallery.screenshot({ path: `${ARTIFACTS}gestures-phone.png` });
  const size = await options.first().locator('.avatar').boundingBox();
  assert.ok(size.height >= 56, `the gallery's faces are large: ${size.height} px`);

  // Compared on one plain background: the chosen option's own highlight must not count.
  await page.addStyleTag({ content: '.signal-option { background: #000 !important; }' });
  const peaks = [];
  for (let i = 0; i < 12; i++) peaks.push((await options.nth(i).locator('.avatar').screenshot()).toString('base64'));
  await freeze(page, 0);
  const rest = (await options.nth(1).locator('.avatar').screenshot()).toString('base64');

  const label = (i) => (i === 0 ? 'at rest' : names[i - 1]);
  const tooClose = (await differences(page, [rest, ...peaks]))
    .filter(([, , share]) => share < LEAST_SHARE)
    .map(([i, j, share]) => `${label(i)} / ${label(j)}: ${(share * 100).toFixed(1)} %`);
  assert.deepEqual(tooClose, [], 'pairs of faces too alike');
  assert.deepEqual(problems, []);
  done();
});
