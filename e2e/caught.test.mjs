// Read by the opponents: a player who winks each time they hold four of a kind is caught by
// Ruthless bots that saw the wink before, and the round's result says who caught which signal
// and why. The match is the one pinned natively in tests/native/caught.rs (tests/golden/
// caught_record.txt), resumed here as a match in progress at the moment it was caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { settled } from './helpers.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite();
const record = readFileSync(new URL('../tests/golden/caught_record.txt', import.meta.url), 'utf8').trim();

test('a repeated wink caught by a Ruthless bot: the result says who, which signal and why', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
  await page.goto(site.url);
  await page.evaluate((r) => localStorage.setItem('kemps', `kemps-saved 1\nprogress=${r}\nprogress_label=Deal 0000-0001\n`), record);
  await page.reload();
  await page.getByRole('button', { name: /Resume your match/ }).click();
  const headline = page.getByTestId('result-headline');
  await headline.waitFor({ timeout: 20_000 });
  const said = await headline.textContent();
  assert.match(said, /^You lost the round: (Ada|Cleo) caught your wink, seen just before (Bram's|your) (Double )?Kemps in round \d+\.$/, said);
  assert.equal(await headline.getAttribute('data-you'), 'lost');
  // Caught: the way to a new signal comes first.
  await settled(page, '.overlay.result');
  await screenshot(page, `${ARTIFACTS}caught-phone.png`);
  // Caught: changing signals comes first, before the hands and the scores, in view.
  const order = await page.evaluate(() => {
    const panel = document.querySelector('.overlay.result');
    const change = panel.querySelector('.signal-change');
    const hands = panel.querySelector('.revealed-hands');
    return { first: !!(change && hands && (change.compareDocumentPosition(hands) & Node.DOCUMENT_POSITION_FOLLOWING)), text: change?.textContent ?? '' };
  });
  assert.ok(order.first, 'the signal change before the hands');
  assert.match(order.text, /Your signal was read/);
  assert.ok(await page.locator('.overlay.result .signal-change').isVisible());
  assert.deepEqual(problems, []);
  done();
});
