// What comes in from outside — the address, a pasted fragment, a replay file — on the release
// build: each is followed as a load would be, quoted harmlessly, and refused in words that say
// what was refused.
import { test } from 'node:test';
import { mkdtemp, open as openFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { servedSite } from './suite.mjs';
import { ready } from './helpers.mjs';

const site = servedSite();
const PHONE = { viewport: { width: 360, height: 640 } };

test('a changed #… in an open tab is followed as a load: a damaged link, then a good one', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(`${site.url}#ZZZZ`);
  await page.getByTestId('link-problem').waitFor();
  // The very link the page writes for a deal, pasted over the damaged one.
  const good = await page.evaluate(async (url) => {
    const probe = window.open(`${url}?seed=42`);
    await new Promise((done) => { const t = setInterval(() => { if (probe.location.hash.length > 1) { clearInterval(t); done(); } }, 50); });
    const hash = probe.location.hash;
    probe.close();
    return hash;
  }, site.url);
  assert.match(good, /^#[0-9A-Z]+$/);
  await page.evaluate((hash) => { location.hash = hash; }, good);
  await ready(page);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '42', 'the pasted deal');
  assert.equal(await page.getByTestId('link-problem').count(), 0, 'the old refusal is gone');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link of any kind pasted into the address bar of an open tab opens as a load opens it', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(`${site.url}?seed=42`);
  await ready(page);
  // A friend's challenge, over a match at the table: offered, with its result to beat.
  await page.evaluate(() => { location.hash = '#vs=0400C0070W0G20G0000P60000000000000000001CHHRYKMF9TD0VQCH'; });
  await page.getByTestId('challenge').waitFor();
  assert.match(await page.locator('body').textContent(), /A friend challenges you/);
  // A replay, over the challenge: played back.
  await page.evaluate(() => { location.hash = '#replay=0C9K4C1H00H0P4R3EW1M6DV31CHPY2R6GR4ZPP81GM69H18'; });
  await page.locator('.replay').first().waitFor();
  // A deal, over the replay: dealt.
  await page.evaluate(() => { location.hash = '#0400409A580D3VYPMC'; });
  await ready(page);
  assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '42');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a right-to-left override in the address is quoted as characters, never obeyed', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(`${site.url}?seed=3&level=%E2%80%AEevil`);
  await ready(page);
  const notices = await page.locator('.notice').allTextContents();
  const text = notices.join(' ');
  assert.match(text, /\\u\{202e\}evil/, `the override is written out: ${text}`);
  assert.doesNotMatch(text, /[\u202a-\u202e\u2066-\u2069]/, 'no live direction mark in a notice');
  assert.deepEqual(problems, []);
  await context.close();
});

test('table parameters without a seed open a fresh deal with them', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(`${site.url}?teams=3&preset=party`);
  await ready(page);
  assert.equal(await page.locator('.felt [data-seat]').count(), 5, 'five players around you: a table of six');
  assert.match(await page.locator('body').textContent(), /party/i, 'the rules asked for');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a replay file that is not one is refused as a file, with what to do', { timeout: 60_000 }, async () => {
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(site.url);
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.kemps', mimeType: 'text/plain', buffer: Buffer.from('not a replay at all') });
  await page.getByRole('heading', { name: 'This file does not open a replay' }).waitFor();
  const why = await page.getByTestId('link-problem').textContent();
  assert.doesNotMatch(why, /This link/, `a file is not called a link: ${why}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a 600 MB file is sized, not read, and refused for its size', { timeout: 60_000 }, async () => {
  // A sparse file: 600 MB long, no room on disk.
  const dir = await mkdtemp(join(tmpdir(), 'kemps-'));
  const path = join(dir, 'huge.kemps');
  const file = await openFile(path, 'w');
  await file.truncate(600 * 1024 * 1024);
  await file.close();
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(site.url);
  await page.locator('input[type=file]').setInputFiles(path);
  await page.getByRole('heading', { name: 'This file does not open a replay' }).waitFor();
  const why = await page.getByTestId('link-problem').textContent();
  assert.match(why, /too big to be a replay: it is 600 MB/, why);
  assert.doesNotMatch(why, /no game in it/);
  assert.deepEqual(problems, []);
  await context.close();
  await rm(dir, { recursive: true });
});

test('a challenge whose result no match can end with opens as a problem, not as a challenge', { timeout: 60_000 }, async () => {
  // Pinned natively (src/share/challenge.rs, `IMPOSSIBLE`): a win 0 to 9999 in no round.
  const { page, problems, context } = await site.open(PHONE);
  await page.goto(`${site.url}#vs=040040881000204F9R000NS12C4G`);
  await page.getByTestId('link-problem').waitFor();
  assert.match(await page.getByTestId('link-problem').textContent(), /result is not one its game's rules can end with/);
  assert.equal(await page.getByTestId('challenge').count(), 0, 'no result to beat is shown');
  assert.doesNotMatch(await page.locator('body').textContent(), /9999/);
  assert.deepEqual(problems, []);
  await context.close();
});
