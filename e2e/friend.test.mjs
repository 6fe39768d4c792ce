// A host and one friend at a table (see friends.mjs for how the pages are opened and joined).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS } from './suite.mjs';
import { boxes, cards, settled } from './helpers.mjs';
import { hold, runTogether, runTogetherAtMost, runUntilTogether } from './clock.mjs';
import {
  site,
  laptop,
  phone,
  playToTheEnd,
  started,
  waitOn,
  steadyAttribute,
  STEP,
  invite,
  join,
  hiddenCardsStayed,
  openPages,
  openPage,
  handOver,
  atTable,
  pastResults,
  swapAtTable,
  tapPastResults,
  sameCentre,
  sameNamesAndFaces,
  INVITED_AS_PARTNER,
  seatPartners,
  KEEP_CHANNELS,
  FLOOD,
} from './friends.mjs';
import { screenshot } from './browser.mjs';

/** Every line the table's live region is told, as it comes, on `window.__told`. */
const WATCH_TOLD = () => {
  window.__told = [];
  new MutationObserver((changes) => changes.forEach((c) => {
    if (c.target.closest?.('[data-testid=announce]')) c.addedNodes.forEach((n) => n.nodeType === 1 && window.__told.push(n.textContent));
  })).observe(document, { subtree: true, childList: true });
};

describe('playing with a friend', { concurrency: true }, () => {
  test('the invite is shown as a QR code on request, whole on a phone, for a friend in the same room', { timeout: 120_000 }, async () => {
    const { page, problems, context } = await openPage(phone);
    const link = await invite(page, 'Your partner');
    const qr = page.getByRole('img', { name: 'QR code of the invite link' });
    assert.equal(await qr.isVisible(), false, 'closed until asked for');
    await page.getByText('Friend beside you? Show a QR code').click();
    await qr.waitFor();
    const box = await qr.locator('svg').boundingBox();
    const { width } = page.viewportSize();
    assert.ok(box.width >= 200 && box.x >= 0 && box.x + box.width <= width, `the code is big and whole: ${JSON.stringify(box)}`);
    assert.ok(Math.abs(box.width - box.height) < 1, 'square');
    // Dark modules on a light ground, as the native test reads them back (src/friends/net/qr.rs).
    const fills = await qr.locator('svg').evaluate((svg) => [...new Set([...svg.querySelectorAll('[fill]')].map((e) => e.getAttribute('fill')))]);
    assert.deepEqual(fills.sort(), ['#000000', '#ffffff']);
    assert.match(link, /#join=/);
    await qr.scrollIntoViewIfNeeded();
    await screenshot(page, `${ARTIFACTS}friend-invite-qr-360.png`);
    assert.deepEqual(problems, []);
    await context.close();
  });

  // (One match for what the partner's page shows at its start, at a round's result and at
  // its end, and for the replay link the host's page sends it.)
  test("a friend joins as partner through the links, the reply handed over by another tab; at the match's end the friend's page shows the host's replay link, which plays the same match", { timeout: 600_000 }, async () => {
    const { host, friend } = await openPages(laptop, phone);
    const link = await invite(host.page, 'Your partner', true);
    await screenshot(host.page, `${ARTIFACTS}friend-invite-1280.png`);
    const reply = await join(friend.page, link, 'Sam invites you to be their partner at a table of 4: Classic rules, Ruthless bots. Changed from Classic: Double Kemps and Double Stop count double.');
    await screenshot(friend.page, `${ARTIFACTS}friend-reply-360.png`);
    // From here on, the pages' clocks are the test's (see friends.mjs).
    const pages = [host.page, friend.page];
    await hold(pages);
    // The host opens the reply link in another tab of the same browser: it is handed over.
    const tab = await handOver(host, reply, true);
    // Both tables open; each page shows its own hand, and the same centre.
    await atTable(host.page, friend.page);
    await started(pages);
    await sameCentre(host.page, friend.page);
    await sameNamesAndFaces(host.page, friend.page, 'Bram');
    const hand = await cards(friend.page, 'hand');
    assert.equal(hand.length, 4);
    assert.notDeepEqual(hand, await cards(host.page, 'hand'));
    // The friend passes: the host's table says so at the friend's seat (Bram's, opposite).
    await friend.page.getByRole('button', { name: /^Pass/ }).tap();
    await waitOn(pages, host.page.locator('section.seat[data-seat="2"] .passed, section.seat[data-seat="2"][data-passed="true"]').first(),
      { timeout: 5_000 }).catch(() => {});
    await screenshot(friend.page, `${ARTIFACTS}friend-table-360.png`);
    await screenshot(host.page, `${ARTIFACTS}friend-host-table-1280.png`);
    // The friend presses too: a swap, so the record holds the friend's presses.
    assert.ok(await swapAtTable(friend.page, [host.page, friend.page]), "the friend's swap is taken");
    // At the first result the host goes on first: each page says what the next round waits
    // for, above its button.
    await playToTheEnd(pages, 240_000, true);
    for (const page of [host.page, friend.page]) await waitOn(pages, page.locator('.overlay.result'), { timeout: 10_000 });
    // The friend's result says why the round was won or lost whenever the host's does (the
    // host's table sends its review of the round).
    const [theirs, mine] = await Promise.all([host.page, friend.page].map((p) => p.getByTestId('result-headline').textContent()));
    assert.equal(mine.includes(': '), theirs.includes(': '), `${theirs} / ${mine}`);
    await host.page.locator('.overlay.result button.primary').click();
    await waitOn(pages, host.page.getByTestId('result-waiting').getByText('Waiting for Bram to see the result…'), { timeout: 5_000 });
    await waitOn(pages, friend.page.getByTestId('result-waiting').getByText('Sam has seen the result and waits for you.'), { timeout: 5_000 });
    await settled(friend.page, '.overlay.result');
    await screenshot(friend.page, `${ARTIFACTS}friend-host-waits-360.png`);
    await friend.page.locator('.overlay.result button.primary').click();
    for (const page of [host.page, friend.page]) await waitOn(pages, page.locator('.overlay.result'), { state: 'detached', timeout: 10_000 });
    // The whole match, both people playing; partners win or lose together. (Each page has
    // seen a round's result: the first, above, and those after it.)
    const [hostRounds, friendRounds] = (await playToTheEnd(pages, 420_000)).map((rounds) => rounds + 1);
    assert.ok(hostRounds >= 1 && friendRounds >= 1);
    const ends = await Promise.all([host.page, friend.page].map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.equal(ends[0], ends[1], 'partners read the same end');
    await settled(friend.page, '.overlay.match-end');
    await screenshot(friend.page, `${ARTIFACTS}friend-match-end-360.png`);
    // The friend's page has no deal of its own: its match end offers no replay button, only
    // the host's replay as a link (below).
    assert.equal(await friend.page.getByRole('button', { name: 'Watch the replay' }).count(), 0);
    await hiddenCardsStayed(friend.page);
    // The host's match end offers the replay as a match alone does.
    await waitOn(pages, host.page.getByRole('button', { name: 'Watch the replay' }));
    assert.equal(await host.page.getByRole('button', { name: 'Share the replay' }).count(), 1);
    // The friend's shows the replay link the host's page sent.
    const replayLink = friend.page.getByTestId('friends-replay-link');
    await waitOn(pages, replayLink, { timeout: 20_000 });
    const href = await steadyAttribute(pages, replayLink, 'href');
    assert.match(href, /^http:\/\/127\.0\.0\.1:\d+\/games\/kemps\/#replay=[0-9A-Z]+$/);
    assert.ok(href.length <= 2_100, `a link (${href.length} characters)`);
    assert.equal(await replayLink.textContent(), 'Watch the replay');
    await settled(friend.page, '.overlay.match-end');
    await replayLink.scrollIntoViewIfNeeded();
    await screenshot(friend.page, `${ARTIFACTS}friend-replay-link-360.png`);
    const scoresOf = (page, selector) => page.locator(`${selector} li.team-score`).evaluateAll((items) => items
      .map((li) => li.textContent.replace(li.querySelector('.team-name').textContent, '').trim()));
    const hostScores = await scoresOf(host.page, '.overlay.match-end .scores-after');
    assert.equal(hostScores.length, 2);
    const friendScores = await scoresOf(friend.page, '.overlay.match-end .scores-after');
    assert.deepEqual([...friendScores].sort(), [...hostScores].sort(), 'both pages end on the same scores');
    // Opened in a fresh page of the friend's browser: the replay of the same match, with
    // seat 0 named "Player", ending on the scores the match ended on.
    const watch = await friend.context.newPage();
    const problems = [];
    watch.on('pageerror', (e) => problems.push(e.message));
    await watch.goto(href);
    // Its clock is held too: it runs only while the test waits on it.
    await hold([watch]);
    await waitOn([watch], watch.locator('.replay .felt .seat').first(), { timeout: 20_000 });
    // The last round's result, a button to its end: the match's end.
    await watch.getByTestId('replay-results').locator('li button').last().click();
    // If the replay played on (it starts playing), it stops at its end: the same scores.
    await watch.getByRole('button', { name: 'Pause' }).click({ timeout: 1_000 }).catch(() => {});
    await runTogether([watch], 500);
    assert.deepEqual(await scoresOf(watch, '.replay .topbar'), hostScores, "the replay ends on the match's scores");
    // Every scoreboard of the replay (the top bar's, and a called round's key moment when the
    // replay holds on one) names teams without a "You".
    const boards = await watch.locator('.replay .scoreboard').allTextContents();
    assert.ok(boards.length >= 1);
    for (const board of boards) assert.doesNotMatch(board, /\bYou\b/);
    await screenshot(watch, `${ARTIFACTS}friend-replay-opened-360.png`);
    // The host watches it from the match end: in a tab of its own, the table staying behind
    // it; the same match, to the same end.
    const [shown] = await Promise.all([
      host.context.waitForEvent('page'),
      host.page.getByRole('button', { name: 'Watch the replay' }).click(),
    ]);
    await shown.waitForLoadState();
    await hold([shown]);
    await waitOn([shown], shown.locator('.replay .felt .seat').first(), { timeout: 20_000 });
    assert.equal(shown.url(), href, "the host's replay is the one its friend was sent");
    await shown.getByTestId('replay-results').locator('li button').last().click();
    await shown.getByRole('button', { name: 'Pause' }).click({ timeout: 1_000 }).catch(() => {});
    await runTogether([shown], 500);
    assert.deepEqual(await scoresOf(shown, '.replay .topbar'), hostScores);
    assert.equal(await host.page.locator('.overlay.match-end').count(), 1, 'the match end stays');
    assert.deepEqual(problems, []);
    for (const { problems } of [host, friend]) assert.deepEqual(problems, []);
    await tab.close();
  });

  test('a friend 150 ms away joins as an opponent, the reply pasted into the waiting screen', { timeout: 480_000 }, async () => {
    const { host, friend } = await openPages(phone, laptop, true);
    const link = await invite(host.page, "An opponent, in Ada's seat");
    const reply = await join(friend.page, link, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Classic rules, Casual bots.');
    const pages = [host.page, friend.page];
    await hold(pages);
    // A reply that is not this invite's is refused in words, and the real one still connects.
    await host.page.getByLabel("Your friend's reply link").fill(`${reply.slice(0, -3)}AAA`);
    await host.page.getByRole('button', { name: 'Use this reply' }).tap();
    assert.match(await host.page.getByTestId('friend-status').textContent(), /^That reply cannot be used\. .* Paste your friend's whole reply link again\.$/);
    await host.page.getByLabel("Your friend's reply link").fill(reply);
    await host.page.getByRole('button', { name: 'Use this reply' }).tap();
    await atTable(host.page, friend.page);
    // The friend sits in Ada's seat: on the friend's own page, at the bottom, with its own
    // hand; the host's hand is not the friend's.
    assert.equal((await cards(friend.page, 'hand')).length, 4);
    await started(pages);
    await sameNamesAndFaces(host.page, friend.page, 'Ada');
    // Each page shows the round trip the host measured: 150 ms each way, and more.
    for (const page of [host.page, friend.page]) {
      await waitOn(pages, page.getByTestId('friend-link').filter({ hasText: 'round trip' }), { timeout: 10_000 });
      // The figure is written the page's way (Intl): a slow machine may show "1,204 ms".
      const text = await page.getByTestId('friend-link').textContent();
      const figure = /round trip ([\d,]+) ms/.exec(text);
      assert.ok(figure, `the header shows a round trip in ms: ${text}`);
      const ms = Number(figure[1].replaceAll(',', ''));
      assert.ok(ms >= 300 && ms < 10_000, `round trip ${ms} ms`);
    }
    await playToTheEnd(pages, 420_000);
    const ends = await Promise.all([host.page, friend.page].map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.notEqual(ends[0], ends[1], 'opponents read opposite ends');
    await settled(host.page, '.overlay.match-end');
    await screenshot(host.page, `${ARTIFACTS}friend-opponent-end-360.png`);
    await hiddenCardsStayed(friend.page);
    // The host leaves: the friend's page is told.
    await host.page.getByRole('button', { name: 'Home' }).tap();
    await waitOn(pages, friend.page.getByText(/left the table|the host left/).first(), { state: 'attached', timeout: 10_000, pace: true });
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });

  test('a friend whose page closes is replaced by a bot, and takes the seat back through the same invite', { timeout: 300_000 }, async () => {
    // At the normal speed: the match lasts while the friend is gone and comes back.
    const { host, friend, link, reply } = await seatPartners('normal');
    assert.equal(await host.page.getByTestId('rejoin').count(), 0, 'no seat waits while the friend plays');
    // The friend's page goes: a bot takes the seat, the host's table says so, and a line
    // above the table says how the friend comes back. (The page closes its connection as it
    // goes: the host's page hears it at once.)
    await friend.page.close();
    await waitOn([host.page], host.page.getByText("Your friend left Bram's seat: a bot plays it now.").first(), { state: 'attached', timeout: 5_000, pace: true });
    const waiting = host.page.getByTestId('rejoin');
    await waitOn([host.page], waiting, { timeout: 10_000 });
    assert.match(await waiting.textContent(), /^A bot plays Bram's seat until your friend opens your invite again and you take their new reply\./);
    // The line stands above the table: the faces, the hand and the calls keep their places.
    const [line] = await boxes(host.page, '[data-testid=rejoin]');
    const [table] = await boxes(host.page, '.table-page');
    assert.ok(line.bottom <= table.top + 1 && line.top >= 0, `the line is above the table (${line.bottom}, ${table.top})`);
    for (const selector of ['.felt', '[data-testid=hand]', '.controls']) {
      const [box] = await boxes(host.page, selector);
      assert.ok(box.top >= line.bottom && box.bottom <= 640, `${selector} on screen, under the line`);
    }
    await screenshot(host.page, `${ARTIFACTS}friend-rejoin-waiting-360.png`);
    // An overlay of the table (here the pause; a round's result is another) covers the table
    // alone: the line and its button stay in view and take a tap.
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Pause', exact: true }));
    await waitOn([host.page], host.page.locator('.overlay.pause'));
    const [overlay] = await boxes(host.page, '.overlay.pause');
    const [paused] = await boxes(host.page, '[data-testid=rejoin]');
    assert.ok(overlay.top >= paused.bottom - 1, `the pause stands below the line (${overlay.top}, ${paused.bottom})`);
    const paste = host.page.getByRole('button', { name: 'Paste their reply' });
    assert.ok(await paste.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }), 'nothing covers the line\'s button');
    await screenshot(host.page, `${ARTIFACTS}friend-rejoin-paused-360.png`);
    await host.page.locator('.overlay.pause button.primary').tap();
    await waitOn([host.page], host.page.locator('.overlay.pause'), { state: 'detached' });
    // A reply for the seat while nobody answers it is refused in words (here: another invite's).
    // (A round the bots end meanwhile shows its result over everything: the host goes on.)
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Paste their reply' }));
    await host.page.getByLabel("Your friend's reply link").fill(`${reply.slice(0, -3)}AAA`);
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Use this reply' }));
    assert.match(await waiting.textContent(), /^That reply cannot be used\. .* Paste your friend's whole reply link again\./);
    const [open] = await boxes(host.page, '[data-testid=rejoin]');
    const [felt] = await boxes(host.page, '.felt');
    assert.ok(open.bottom <= felt.top, 'the open field stays above the table too');
    await screenshot(host.page, `${ARTIFACTS}friend-rejoin-refused-360.png`);
    // The friend opens the same invite again, in a new page: it joins as before, and its
    // reply, opened in the host's browser, opens the table mid-match on both pages.
    const again = await friend.context.newPage();
    const problems = [];
    again.on('pageerror', (e) => problems.push(e.message));
    const second = await join(again, link, INVITED_AS_PARTNER);
    await hold([again]);
    await handOver(host, second);
    // (The host's table is open: the host's page runs with the friend's while it connects.)
    await atTable(again, host.page);
    const pages = [host.page, again];
    await waitOn(pages, host.page.getByText("Your friend is back at the table, in Bram's seat.").first(), { state: 'attached', timeout: 10_000, pace: true });
    await waitOn(pages, waiting, { state: 'detached', timeout: 5_000 });
    assert.equal((await cards(again, 'hand')).length, 4, "the friend's own hand");
    await sameCentre(again, host.page);
    // The friend's presses are the table's again: a swap changes the friend's hand, which
    // only the host's table does (the friend's page shows what the host sends).
    await started([again]);
    assert.ok(await swapAtTable(again, pages), "the friend's swap is taken at the host's table");
    await screenshot(again, `${ARTIFACTS}friend-rejoined-360.png`);
    await screenshot(host.page, `${ARTIFACTS}friend-rejoined-host-360.png`);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(problems, []);
  });

  // The browser gives up on a connection whose other end is gone: on a quiet machine about
  // 20–30 s after the reply is made, on a busy one sometimes not within minutes (the friend's
  // page then waits on). What the page does then is the game's part, and that is what this
  // test looks at: the connection is told it failed, as the browser tells it.
  test("a friend's page that no table answers says so in words", async () => {
    const { host, friend } = await openPages(phone, phone);
    await friend.context.addInitScript(() => {
      const Real = window.RTCPeerConnection;
      window.__connections = [];
      window.RTCPeerConnection = function (...args) {
        const connection = new Real(...args);
        window.__connections.push(connection);
        return connection;
      };
      window.RTCPeerConnection.prototype = Real.prototype;
      Object.assign(window.RTCPeerConnection, Real);
    });
    const link = await invite(host.page, 'Your partner');
    // The host's page is gone (the match over, the tab closed): the invite leads nowhere.
    await host.page.close();
    await join(friend.page, link, INVITED_AS_PARTNER);
    assert.equal(await friend.page.evaluate(() => window.__connections.length), 1, "the reply's connection");
    await friend.page.evaluate(() => {
      const [connection] = window.__connections;
      Object.defineProperty(connection, 'connectionState', { get: () => 'failed' });
      connection.dispatchEvent(new Event('connectionstatechange'));
    });
    await friend.page.getByText("Sam's table did not answer: the match may be over, the page closed, or the two pages cannot reach each other. Ask your friend for a new invite.")
      .waitFor({ timeout: 10_000 });
    assert.deepEqual(friend.problems, []);
  });
  test('the host reloads mid-match and resumes it: a bot plays the friend\'s seat, and the friend\'s page says the host left', { timeout: 240_000 }, async () => {
    const { host, friend } = await seatPartners();
    const pages = [host.page, friend.page];
    await started(pages);
    // Both play a little: the friend passes, the host swaps; the host's page saves the match.
    await friend.page.getByRole('button', { name: /^Pass/ }).tap();
    assert.ok(await swapAtTable(host.page, [host.page, friend.page]), "the host's swap is taken");
    await runTogether(pages, 1_000);
    // The host's page loads again: the match is offered by name, never by its deal number.
    // (Loaded again, its clock follows real time until it is held again.)
    await host.page.reload();
    const resume = host.page.getByRole('button', { name: /^Resume/ });
    await resume.waitFor({ timeout: 15_000 });
    assert.match(await resume.textContent(), /^Resume your matchMatch with friends · round \d+$/);
    await screenshot(host.page, `${ARTIFACTS}friend-resume-offer-360.png`);
    // Held again before the match goes on (the table's code comes over the network, in real
    // time: the clock runs no faster meanwhile).
    await hold([host.page]);
    await resume.click();
    await waitOn([host.page], host.page.getByRole('list', { name: 'Centre cards' }), { timeout: 20_000, pace: true });
    // Said once, where the notices from outside the game are: whole, on a phone too.
    const notices = host.page.getByTestId('address-notices');
    await waitOn([host.page], notices, { timeout: 10_000 });
    assert.equal(await notices.textContent(), "Your friend's connection ended with the page: a bot plays Bram's seat.");
    assert.equal(host.page.url(), `${site.url}`, 'the deal stays out of the address');
    await screenshot(host.page, `${ARTIFACTS}friend-resumed-host-360.png`);
    assert.equal(await host.page.getByTestId('seed').count(), 0, 'the deal number stays private');
    assert.equal(await host.page.getByTestId('rejoin').count(), 0, 'no seat waits for its friend');
    // Bram's face plays on: his bot fidgets, as a bot does (through a round's result too).
    // The page is looked at after every step of its clock (a gesture shows for seconds of it),
    // so a gesture is seen however busy the machine is. A Casual bot's fidgets come at random
    // (src/bots/bot.rs, `next_decoy`: 3 a minute times its fidgetiness, 0.6 to 1.4), so as few
    // as 1.8 a minute: with such a bot, none in 60 s of page time happens about one time in
    // six (e^-1.8); none in 300 s, about one in 8 000 (e^-9).
    let fidget = null;
    for (let ran = 0; !fidget && ran < 300_000; ran += 3_000) {
      await pastResults([host.page]);
      fidget = (await runTogetherAtMost([host.page], () => {
        const face = document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '';
        return /\bg-([a-z_]+)/.exec(face)?.[1];
      }, { within: 3_000, step: STEP }))?.values[0] ?? null;
    }
    if (!fidget) {
      // What the table was doing, for whoever reads the failure: its screen, any overlay up,
      // Bram's face and the ticker.
      await screenshot(host.page, `${ARTIFACTS}friend-resumed-no-gesture-360.png`);
      const state = await host.page.evaluate(() => ({
        overlays: [...document.querySelectorAll('.overlay')].map((o) => o.className),
        face: document.querySelector('.seat.partner .avatar')?.getAttribute('class'),
        round: document.querySelector('.rules-name')?.textContent,
        ticker: document.querySelector('.ticker')?.textContent,
        hidden: document.hidden,
      }));
      assert.fail(`Bram's bot made no gesture in 300 s of page time; the table: ${JSON.stringify(state)}`);
    }
    await waitOn([friend.page], friend.page.getByText(/the host left/).first(), { state: 'attached', timeout: 30_000, pace: true });
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });

  // (Behaviour only: what the flood costs the host's frames is measured by e2e/bench.mjs.)
  test("a flood of 10,000 unreadable messages from a friend's page: the host's page says it once, as one notice that counts them, and its table plays on", { timeout: 120_000 }, async () => {
    const { host, friend } = await openPages(phone, phone);
    await friend.context.addInitScript(KEEP_CHANNELS);
    await host.context.addInitScript(WATCH_TOLD);
    const link = await invite(host.page, 'Your partner');
    const reply = await join(friend.page, link, INVITED_AS_PARTNER);
    const pages = [host.page, friend.page];
    await hold(pages);
    await handOver(host, reply);
    await atTable(...pages);
    await started(pages);
    const centre = await cards(host.page, 'centre');
    const toldBefore = await host.page.evaluate(() => window.__told.length);
    // The friend's page sends them all between two steps: the host's page hears them all at
    // the start of its next step (see clock.mjs), at one moment of its time.
    assert.equal(await friend.page.evaluate(FLOOD, 10_000), 10_000);
    const notice = host.page.getByTestId('notice').getByText(/could not be read/);
    await waitOn(pages, notice, { timeout: 10_000 });
    // The friend's allowance let a burst be read (40, then 20 a second); the rest were
    // dropped unread. The first read is told, with why; the others are counted into its
    // notice, which says how many.
    const [, count] = /^(\d+) messages from Bram's page could not be read\.$/.exec(await notice.textContent()) ?? [];
    assert.ok(count >= 2 && count <= 61, `one notice that counts them: ${await notice.textContent()}`);
    const told = await host.page.evaluate((from) => window.__told.slice(from), toldBefore);
    assert.equal(told.length, 1, `the live region told once: ${told}`);
    assert.match(told[0], /^The other page (runs another version of Kemps|sent a message this page cannot read)/);
    await screenshot(host.page, `${ARTIFACTS}friend-flood-host-360.png`);
    // The host's table plays on: the bots swap in the centre (or a round ends).
    await runUntilTogether(pages, [(before) => !!document.querySelector('.overlay.result')
      || JSON.stringify([...document.querySelectorAll('[data-testid=centre] [data-card]')].map((e) => e.dataset.card)) !== before, null],
    { arg: JSON.stringify(centre), within: 30_000, step: STEP, what: "the host's table playing on" });
    // And the friend is heard again once the allowance has come back: their swap is taken.
    await runTogether(pages, 3_000, STEP);
    assert.ok(await swapAtTable(friend.page, pages), "the friend's swap is taken at the host's table");
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });
});

