// A newcomer's phone, whatever comes in: scores of any rules in their pills, notices that
// keep out of the table's way, the gesture palette over the table, results and the match end
// read from the top, captions clear of the faces, the set-up and settings within the width.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { atTheCountdown, boxes, overlapping, settled, started, sticking, tableMisfits } from './helpers.mjs';
import { runFor, runUntil } from './clock.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();

// Share links (seed 7) of rules whose scores are long: Hearts at 6 and 12 players, 10 and
// 99 lives, a 12-letter word, a 99-point target.
const LINKS = {
  'Hearts, 6 players': '040G60070W0FVZF9ZM',
  'Hearts, 12 players': '040GC0070W08TWG96M',
  '10 lives, 12 players': '040GC0070W0G0001180000000000000000001AK2421G',
  '99 lives, 4 players': '040G40070W0G0001CC00000000000000000019XPQWC0',
  '99 lives, 12 players': '040GC0070W0G0001CC000000000000000000075J8R50',
  'a 12-letter word, 4 players': '040040070W0G008C85146H258S3MGJAA9D60000000000000000000005VF2SER',
  'a 12-letter word, 12 players': '0400C0070W0G008C85146H258S3MGJAA9D6000000000000000000000WAEYCR0',
  '99 points, 12 players': '0400C0070W0G20G0000P60000000000000000073WXGSC',
};

/** Each score pill's parts that stick out of it, and pills over each other. */
async function spilledScores(page) {
  const spilled = await page.locator('.topbar .team-score').evaluateAll((pills) => pills.flatMap((pill, i) => {
    const p = pill.getBoundingClientRect();
    return [...pill.querySelectorAll('*')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.left < p.left - 0.5 || r.right > p.right + 0.5 || r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5))
      .map((r) => `pill ${i}: a part at ${Math.round(r.left)}..${Math.round(r.right)} outside ${Math.round(p.left)}..${Math.round(p.right)}`);
  }));
  const pills = await boxes(page, '.topbar .team-score');
  const standings = await boxes(page, '.topbar .team-score > :not(.team-name)');
  const names = await boxes(page, '.topbar .team-score > .team-name');
  return [
    ...spilled,
    ...overlapping(pills).map(([i, j]) => `pill ${i} over pill ${j}`),
    ...standings.filter((s, i) => overlapping([s, names[i]]).length).map((_, i) => `pill ${i}: the score over the name`),
  ];
}

for (const [rules, link] of Object.entries(LINKS)) {
  test(`scores stay in their pills at 360×640: ${rules}`, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
    await page.goto(`${site.url}#${link}`);
    await page.getByTestId('countdown').waitFor();
    const slug = rules.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await screenshot(page, `${ARTIFACTS}scores-${slug}-360x640.png`);
    assert.deepEqual(await spilledScores(page), []);
    assert.deepEqual(await tableMisfits(page, 360, 640), []);
    for (const face of await boxes(page, '.felt .seat.opponent .avatar')) {
      assert.ok(face.height >= 56, `a face of ${face.height} px ≥ 56`);
    }
    assert.deepEqual(problems, []);
    done();
  });
}

test('notices about the address are said once, in two lines at most, dismissible, and leave the table its room', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true });
  const long = 'x'.repeat(60);
  const address = `?seed=7&teams=9${'&teams=3'.repeat(20)}&level=${long}&speed=${long}&preset=${long}&signals=${long}`;
  await page.goto(`${site.url}${address}`);
  await page.getByTestId('countdown').waitFor();
  await screenshot(page, `${ARTIFACTS}notices-360x640.png`);
  const lines = await page.locator('[data-testid=address-notices] p').allTextContents();
  assert.equal(new Set(lines).size, lines.length, `each notice once: ${lines.join(' | ')}`);
  assert.ok(lines.some((l) => /more than once/.test(l)), 'the repeat is said');
  const strip = (await boxes(page, '.table-page > .notice'))[0];
  assert.ok(strip.height <= 64, `the notices take ${strip.height} px`);
  assert.deepEqual(await tableMisfits(page, 360, 640), []);
  const card = async () => (await boxes(page, '[data-testid=centre] .card'))[0].width;
  const withNotices = await card();
  await page.getByRole('button', { name: 'Dismiss the notices' }).tap();
  assert.equal(await page.locator('[data-testid=address-notices]').count(), 0, 'the notices are put away');
  const without = await card();
  assert.ok(withNotices >= 0.85 * without, `the centre cards keep their size (${withNotices} px beside ${without} px)`);
  assert.ok(withNotices >= 40, `centre cards of ${withNotices} px`);
  assert.deepEqual(problems, []);
  done();
});

for (const [w, h] of [[360, 640], [640, 360]]) {
  test(`the gesture palette opens over the hand at ${w}×${h}: the felt keeps its size, faces and centre in view`, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: true }, { driven: true });
    await page.goto(`${site.url}?seed=7&teams=3`);
    await started(page);
    const felt = (await boxes(page, '.felt'))[0];
    await page.getByRole('button', { name: 'Gestures', exact: true }).tap();
    const palette = page.getByRole('group', { name: 'Gestures' });
    await palette.waitFor();
    await screenshot(page, `${ARTIFACTS}palette-${w}x${h}.png`);
    const open = (await boxes(page, '.felt'))[0];
    assert.ok(open.height >= felt.height - 1 && open.width >= felt.width - 1, `the felt stays ${felt.width}×${felt.height} (${open.width}×${open.height})`);
    const buttons = await boxes(page, '.palette .gesture-button');
    assert.equal(buttons.length, 12);
    for (const b of buttons) assert.ok(b.top >= 0 && b.bottom <= h && b.left >= 0 && b.right <= w, `a gesture button on screen: ${JSON.stringify(b)}`);
    const box = (await boxes(page, '.palette'))[0];
    const seen = [...await boxes(page, '.felt .seat .avatar'), ...await boxes(page, '[data-testid=centre] .card')];
    assert.deepEqual(overlapping([box, ...seen]).filter(([i]) => i === 0), [], 'no face or centre card under the palette');
    assert.deepEqual(problems, []);
    done();
  });
}

/** Whether the whole of `box` is on a `w`×`h` screen. */
const onScreen = (box, w, h) => box && box.top >= -0.5 && box.left >= -0.5 && box.bottom <= h + 0.5 && box.right <= w + 0.5;

for (const [w, h] of [[360, 640], [640, 360]]) {
  test(`a round's result at ${w}×${h}: Next round on screen and over nothing`, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: w, height: h }, hasTouch: true }, { driven: true });
    // Hearts with two lives, ruthless bots: the first round that scores ends with a result.
    await page.goto(`${site.url}?speed=fast#040G40GC1G0G0001080000000000000000001CHB6HB0`);
    await page.locator('.table-page').waitFor();
    await runUntil(page, () => document.querySelector('.overlay.result .panel'), { within: 180_000, what: "the round's result" });
    await settled(page, '.overlay.result');
    await screenshot(page, `${ARTIFACTS}round-result-${w}x${h}.png`);
    const next = (await boxes(page, '.overlay.result .panel > .primary'))[0];
    assert.ok(onScreen(next, w, h), `Next round on screen: ${JSON.stringify(next)}`);
    // Whatever of the panel shows beside Next round, none of it under it.
    const under = await page.locator('.overlay.result .panel').evaluate((panel) => {
      const p = panel.getBoundingClientRect();
      const next = panel.querySelector(':scope > .primary').getBoundingClientRect();
      return [...panel.querySelectorAll('p, button, .revealed-hand, .team-score')]
        .filter((e) => !e.matches('.primary') && !e.closest('.primary'))
        .map((e) => ({ e, r: e.getBoundingClientRect(), clip: (e.parentElement.closest('.result-body') ?? panel).getBoundingClientRect() }))
        .filter(({ r, clip }) => r.bottom > Math.max(p.top, clip.top) && r.top < Math.min(p.bottom, clip.bottom) && r.height > 0)
        .filter(({ r }) => Math.min(r.bottom, next.bottom) - Math.max(r.top, next.top) > 1 && Math.min(r.right, next.right) - Math.max(r.left, next.left) > 1)
        .map(({ e }) => `${e.tagName}.${e.className}: ${e.textContent.slice(0, 30)}`);
    });
    assert.deepEqual(under, [], 'nothing of the panel under Next round');
    // Change signals opens the gallery in view: its first row of faces shows, whole, in the
    // result's scrolling part, with no scroll by the player. (After a caught signal the
    // gallery is open from the start, at the top.)
    if (!(await page.locator('.signal-change.caught').count())) await page.getByRole('button', { name: 'Change signals' }).tap();
    const gallery = page.getByRole('group', { name: 'Your secret signals' });
    await gallery.waitFor();
    await page.waitForTimeout(300);
    const seen = await gallery.evaluate((g) => {
      const first = g.querySelector('button').getBoundingClientRect();
      const clip = g.closest('.result-body').getBoundingClientRect();
      return { first: first.toJSON(), clip: clip.toJSON() };
    });
    assert.ok(seen.first.top >= seen.clip.top - 0.5 && seen.first.bottom <= seen.clip.bottom + 0.5,
      `the gallery's first faces in view: ${JSON.stringify(seen)}`);
    await screenshot(page, `${ARTIFACTS}round-result-change-signals-${w}x${h}.png`);
    assert.deepEqual(problems, []);
    done();
  });
}

test('the match end opens at its top, the result in view, the suits behind its buttons', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true }, { driven: true });
  // Hearts with one life: the first round that scores ends the match.
  await page.goto(`${site.url}?speed=fast#040G40GC1G0G0001040000000000000000000Z27ZVNG`);
  await page.locator('.table-page').waitFor();
  await runUntil(page, () => document.querySelector('.overlay.match-end .panel'), { within: 180_000, what: "the match's end" });
  await settled(page, '.overlay.match-end');
  await screenshot(page, `${ARTIFACTS}match-end-360x640.png`);
  const headline = (await boxes(page, '.overlay.match-end .headline'))[0];
  const again = (await boxes(page, '.overlay.match-end .buttons .primary'))[0];
  assert.ok(onScreen(headline, 360, 640), `the result on screen as it opens: ${JSON.stringify(headline)}`);
  assert.ok(onScreen(again, 360, 640), `Play again on screen: ${JSON.stringify(again)}`);
  const layers = await page.locator('.overlay.match-end').evaluate((o) => {
    const panel = o.querySelector('.panel');
    const z = (s) => Number.parseInt(s.zIndex, 10) || 0;
    return { suits: z(getComputedStyle(o, '::before')), panel: getComputedStyle(panel).position === 'static' ? -1 : z(getComputedStyle(panel)) };
  });
  assert.ok(layers.panel > layers.suits, `the panel (${layers.panel}) above the falling suits (${layers.suits})`);
  assert.deepEqual(problems, []);
  done();
});

/** The captions on screen that something else covers, or that leave the screen. */
const hiddenCaptions = (page, w, h) => page.locator('[data-testid=caption]').evaluateAll((captions, [w, h]) => captions.flatMap((c) => {
  const r = c.getBoundingClientRect();
  if (r.width === 0) return [];
  if (r.left < -0.5 || r.right > w + 0.5 || r.top < -0.5 || r.bottom > h + 0.5) return [`"${c.textContent}" off screen`];
  const points = [[r.left + 3, r.top + r.height / 2], [r.left + r.width / 2, r.top + r.height / 2], [r.right - 3, r.top + r.height / 2]];
  return points.some(([x, y]) => !c.contains(document.elementFromPoint(x, y))) ? [`"${c.textContent}" covered`] : [];
}), [w, h]);

test('captions are never covered by a neighbouring face, at 12 players on a phone', async () => {
  // The table runs on a clock the test drives (see clock.mjs): looked at every 120 ms of it.
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true }, { driven: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByText('Change the rules, table, bots, speed or deal').tap();
  await page.getByRole('radio', { name: '12 players' }).tap();
  await page.getByRole('button', { name: 'Start the match' }).tap();
  await started(page);
  // Until a caption on your left has been seen: those grow toward the middle, under the
  // faces drawn after them.
  for (let ran = 0; ran < 90_000 && !(await page.locator('.side.left [data-testid=caption]').count()); ran += 120) {
    if (await page.locator('[data-testid=caption]').count()) assert.deepEqual(await hiddenCaptions(page, 360, 640), []);
    if (await page.locator('.overlay.result').count()) await page.getByRole('button', { name: 'Next round' }).tap();
    await runFor(page, 120);
  }
  assert.ok(await page.locator('.side.left [data-testid=caption]').count(), 'a caption on your left was shown');
  await screenshot(page, `${ARTIFACTS}captions-12p-360x640.png`);
  assert.deepEqual(await hiddenCaptions(page, 360, 640), []);
  assert.deepEqual(problems, []);
  done();
});

test('the set-up fully open and the settings fit a 360 px phone: no sideways scroll, checkboxes of one size', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByText('Change the rules, table, bots, speed or deal').tap();
  await page.getByText('Change the rules', { exact: true }).tap();
  await page.getByText('Choose your signals (one to three)').tap();
  await screenshot(page, `${ARTIFACTS}setup-open-360x640.png`, { fullPage: true });
  const width = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.equal(width, 360, 'the set-up does not scroll sideways');
  assert.deepEqual(await sticking(page), [], 'nothing of the set-up sticks out');
  const boxesOf = () => page.locator('input[type=checkbox], select').evaluateAll((els) => els.map((e) => ({ kind: e.tagName, ...e.getBoundingClientRect().toJSON() })));
  const setup = await boxesOf();
  for (const b of setup) assert.ok(b.left >= 0 && b.right <= 360, `a ${b.kind} within the screen: ${Math.round(b.left)}..${Math.round(b.right)}`);
  const sizes = new Set(setup.filter((b) => b.kind === 'INPUT').map((b) => `${Math.round(b.width)}×${Math.round(b.height)}`));
  assert.ok(sizes.size <= 1, `the set-up's checkboxes are of one size: ${[...sizes]}`);
  await page.goto(`${site.url}`);
  await page.getByRole('button', { name: 'Settings' }).tap();
  await screenshot(page, `${ARTIFACTS}settings-360x640.png`, { fullPage: true });
  assert.deepEqual(await sticking(page), [], 'nothing of the settings sticks out');
  const all = [...setup, ...await boxesOf()].filter((b) => b.kind === 'INPUT');
  const sizesAll = new Set(all.map((b) => `${Math.round(b.width)}×${Math.round(b.height)}`));
  assert.equal(sizesAll.size, 1, `every checkbox, set-up and settings, of one size: ${[...sizesAll]}`);
  assert.deepEqual(problems, []);
  done();
});

test("the table's help on a touch screen explains its words, not keyboard keys", async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }, { driven: true });
  await page.goto(`${site.url}?seed=7`);
  await atTheCountdown(page);
  assert.ok(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches), 'a touch screen');
  await page.getByRole('button', { name: 'Help and keys' }).tap();
  const help = page.getByRole('dialog', { name: 'Help and keys' });
  await help.waitFor();
  await screenshot(page, `${ARTIFACTS}help-touch-360x640.png`);
  for (const term of ['Pass', 'stock', 'swept', 'Kemps!', 'Stop Kemps']) {
    assert.ok(await help.locator('dt', { hasText: term }).first().isVisible(), `${term} is explained`);
  }
  assert.equal(await help.locator('.key-table').isVisible(), false, 'no keyboard keys on a touch screen');
  assert.deepEqual(await sticking(page), []);
  // The words run on under Close: none of them shows in the panel's padding below it.
  const below = await help.evaluate((dialog) => {
    const panel = dialog.querySelector('.panel');
    const [p, c] = [panel.getBoundingClientRect(), panel.querySelector(':scope > .primary').getBoundingClientRect()];
    return { overflows: panel.scrollHeight > panel.clientHeight, clip: { x: c.left, y: c.bottom + 1, width: c.width, height: p.bottom - 2 - (c.bottom + 1) } };
  });
  assert.ok(below.overflows && below.clip.height >= 8, `the help runs on under Close: ${JSON.stringify(below)}`);
  const strip = (await page.screenshot({ clip: below.clip })).toString('base64');
  const inked = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    // The panel's own colour, #16241d; anything far from it is a word's ink.
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - 0x16) + Math.abs(data[i + 1] - 0x24) + Math.abs(data[i + 2] - 0x1d) > 48) inked++;
    }
    return inked / (data.length / 4);
  }, strip);
  assert.ok(inked < 0.005, `${(inked * 100).toFixed(1)} % of the strip below Close is ink`);
  await help.getByRole('button', { name: 'Close' }).tap();
  await help.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  done();
});

test('the home screen comes to rest: its faces show their gestures a few times, then nothing runs', async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
  await page.goto(site.url);
  await page.locator('main.home .faces .avatar').first().waitFor();
  assert.ok(await page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running')), 'the faces move at first');
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running'), null, { timeout: 12_000 });
  assert.deepEqual(problems, []);
  done();
});

test('How to play opens at its top, whatever the home screen was scrolled to', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'How to play' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  assert.ok(await page.evaluate(() => window.scrollY) > 0, 'the home screen is scrolled down');
  await page.getByRole('button', { name: 'How to play' }).click();
  await page.getByRole('heading', { name: 'How to play' }).waitFor();
  await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 2_000 });
  assert.deepEqual(problems, []);
  done();
});
