// The key flows in the two other browser engines, Firefox ESR and WebKitGTK (engines.mjs),
// as a person plays them at phone size: home → the table → a swap → a round's result → the
// game in French; a seeded link showing exactly the golden deal; and a friend's invite, which
// joins a table where the engine has WebRTC and says plainly where it has not. The rest of
// the suite runs in Chromium. The page is served under a sub-path, as a static host does.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ARTIFACTS, DIST, ROOT } from './suite.mjs';
import { ENGINES } from './engines.mjs';
import { serve } from './serve.mjs';
import { msg } from './ftl.mjs';
import { launch as chromium } from './browser.mjs';

const golden = JSON.parse(await readFile(`${ROOT}tests/golden/deals.json`, 'utf8'));
const PHONE = { width: 390, height: 780 };

/** The cards shown in a list (`hand`, `centre`), by their notation: run in the page. */
const CARDS = (testid) => [...document.querySelectorAll(`[data-testid=${testid}] [data-card]`)].map((e) => e.dataset.card);
/** What `selector` finds, once it is drawn in full (its fade-in over): its text. Run in the page. */
const SHOWN = (selector) => {
  const el = document.querySelector(selector);
  const drawn = el?.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    && el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
  return drawn ? el.innerText : null;
};
/** The table is there and its "get ready" countdown is over: run in the page. */
const PLAYING = () => !!document.querySelector('.table-page [data-testid=hand] [data-card]') && !document.querySelector('[data-testid=countdown]');

/** A friend's invite to a table, made by the host's page in Chromium. */
async function chromiumInvite(server) {
  const browser = await chromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}?speed=fast`);
    await page.getByRole('button', { name: 'Play with a friend' }).click();
    await page.getByRole('radio', { name: 'Your partner' }).check();
    await page.getByRole('button', { name: 'Make the invite' }).click();
    const field = page.getByRole('textbox', { name: 'Link', exact: true });
    await field.waitFor({ timeout: 15_000 });
    return await field.inputValue();
  } finally {
    await browser.close();
  }
}

for (const [name, launch] of Object.entries(ENGINES)) {
  describe(`in ${name}`, { concurrency: false }, () => {
    let engine;
    let server;
    before(async () => {
      server = await serve(DIST, '/games/kemps/');
      // The two pages of a friend's table are on one machine: no STUN server to ask.
      server.answers.set('kemps-ice.json', { status: 200, type: 'application/json', body: '{"iceServers":[]}' });
      engine = await launch();
    });
    after(async () => {
      await engine?.close();
      await server?.close();
    });

    test('home → the table → a swap → a round\'s result → the game in French', { timeout: 120_000 }, async () => {
      const tab = await engine.open(PHONE);
      try {
      await tab.goto(server.url);
      await tab.click('button', 'Play');
      await tab.click('button', 'Start the match');
      await tab.waitUntil(PLAYING, null, 'the table, its countdown over');

      // A swap: the first card of the hand for the first of the centre (keys 1 and Q); a
      // bot's swap may change the centre under the keys, so it is tried again.
      let swapped = false;
      for (let i = 0; i < 10 && !swapped; i++) {
        const before = await tab.evaluate(CARDS, 'hand');
        await tab.press('1');
        await tab.press('q');
        swapped = await tab.waitUntil((b) => JSON.stringify([...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card)) !== b,
          JSON.stringify(before), 'the hand changed', 2_000).then(() => true, () => false);
      }
      assert.ok(swapped, 'a swap changed the hand');
      await tab.screenshot(`${ARTIFACTS}engine-${name}-table-phone.png`);
      const width = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(width <= 0, `the table is ${width}px wider than the screen`);

      // Kemps called with no four of a kind at the partner's: the round ends, and its result
      // says why it was lost.
      await tab.press('k');
      const result = await tab.waitUntil(SHOWN, '.overlay.result', "the round's result, drawn");
      assert.match(result, /Kemps/);
      assert.match(result, /Bram/, 'it names the partner who had no four of a kind');
      await tab.screenshot(`${ARTIFACTS}engine-${name}-result-phone.png`);

      // The next round, then home and Settings: French, at once.
      await tab.click('button', 'Next round');
      await tab.waitUntil(PLAYING, null, 'the next round, its countdown over');
      await tab.click('button', 'Leave');
      await tab.click('button', msg('en', 'menu-home-settings'));
      await tab.choose('combobox', msg('en', 'settings-language-label'), 'Français');
      await tab.find('heading', msg('fr', 'settings-title'));
      assert.equal(await tab.evaluate(() => document.documentElement.lang), 'fr');
      await tab.screenshot(`${ARTIFACTS}engine-${name}-settings-fr-phone.png`);
      assert.deepEqual(tab.problems, []);
      } finally { await tab.close(); }
    });

    test('a seeded link shows exactly the golden deal', { timeout: 60_000 }, async () => {
      const want = golden.find((g) => g.seed === 42 && g.teams === 2);
      const tab = await engine.open(PHONE);
      try {
      await tab.goto(`${server.url}?seed=42`);
      await tab.waitUntil(() => document.querySelectorAll('[data-testid=centre] [data-card]').length > 0, null, 'the deal');
      assert.deepEqual(await tab.evaluate(CARDS, 'hand'), want.hands[0], 'your hand');
      assert.deepEqual(await tab.evaluate(CARDS, 'centre'), want.centre, 'the centre');
      assert.equal(await tab.evaluate(() => document.querySelector('[data-testid=seed]').dataset.seed), '42');
      await tab.find('region', 'Your hand');
      assert.deepEqual(tab.problems, []);
      } finally { await tab.close(); }
    });

    test("a friend's invite: the table on both pages where the engine has WebRTC, and plain words where it has not", { timeout: 120_000 }, async () => {
      const host = await engine.open(PHONE);
      try {
        await host.goto(`${server.url}?speed=fast`);
        const webrtc = await host.evaluate(() => typeof RTCPeerConnection === 'function');
        await host.click('button', 'Play with a friend');
        if (!webrtc) {
          // Nothing to make or join: the page says that friend play needs another browser.
          const said = await host.waitUntil(SHOWN, '[data-testid=no-webrtc]', 'why friend play cannot start here');
          assert.match(said, /WebRTC/);
          assert.doesNotMatch(said, /try again|new invite/i);
          assert.equal(await host.evaluate(() => [...document.querySelectorAll('button')].some((b) => /Make the invite|Join/.test(b.textContent))), false);
          await host.screenshot(`${ARTIFACTS}engine-${name}-friend-phone.png`);
          // A friend's invite, made in Chromium, opened here: the same plain words, and where
          // to open it instead.
          await host.goto(await chromiumInvite(server));
          const told = await host.waitUntil(SHOWN, '[data-testid=no-webrtc]', 'why the invite cannot be answered here');
          assert.match(told, /WebRTC/);
          assert.match(await host.evaluate(() => document.body.innerText), /open the invitation's link in another browser/);
          assert.equal(await host.evaluate(() => [...document.querySelectorAll('button')].some((b) => /Join/.test(b.textContent))), false);
          await host.screenshot(`${ARTIFACTS}engine-${name}-invited-phone.png`);
          return;
        }
        await host.click('radio', 'Your partner');
        await host.fill('textbox', 'Your name, as your friend will read it', 'Sam');
        await host.click('button', 'Make the invite');
        const link = await host.waitUntil(() => document.querySelector('input[readonly]')?.value || null, null, 'the invite link');
        assert.match(link, /#join=[0-9A-Z]+$/);

        const friend = await engine.open(PHONE);
        try {
          await friend.goto(link);
          await friend.find('heading', "You're invited to a table");
          await friend.click('button', 'Join');
          const reply = await friend.waitUntil(() => document.querySelector('input[readonly]')?.value || null, null, 'the reply link');
          if (host.sibling) {
            // The host opens the reply in another tab of their browser, which hands it over.
            const tab = await host.sibling();
            await tab.goto(reply);
            await tab.waitUntil(() => document.body.innerText.includes("Your friend's reply went to your waiting invite"), null, 'the reply handed over');
            await tab.close();
          } else {
            // A driver with one tab at a time: the reply pasted into the waiting invite.
            await host.fill('textbox', "Your friend's reply link", reply);
            await host.click('button', 'Use this reply');
          }
          for (const page of [host, friend]) await page.waitUntil(PLAYING, null, 'the table, its countdown over', 30_000);
          assert.equal((await friend.evaluate(CARDS, 'hand')).length, 4, "the friend's own hand");
          // One table, one centre (a bot's swap may land between the two looks: looked again).
          let same = false;
          for (let i = 0; i < 5 && !same; i++) {
            const centre = JSON.stringify(await host.evaluate(CARDS, 'centre'));
            same = await friend.waitUntil((c) => JSON.stringify([...document.querySelectorAll('[data-testid=centre] [data-card]')].map((e) => e.dataset.card)) === c,
              centre, 'the host\'s centre', 1_000).then(() => true, () => false);
          }
          assert.ok(same, 'the friend sees the host\'s centre');
          await friend.screenshot(`${ARTIFACTS}engine-${name}-friend-phone.png`);
          assert.deepEqual(friend.problems, []);
        } finally { await friend.close(); }
        assert.deepEqual(host.problems, []);
      } finally { await host.close(); }
    });
  });
}
