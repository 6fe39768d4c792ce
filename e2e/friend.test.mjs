// Playing with a friend, with no server: a host and a friend in two browser contexts (two
// people, each with their own browser) connect through the page's own buttons and links —
// the invite opened by the friend, the reply opened by the host in another tab or pasted —
// and sit at the same table: the friend's page shows the friend's own hand and the host's
// centre, its presses reach the host's table, and it never receives another seat's hidden
// card. The pages are served under a sub-path, and told to use no STUN server (the two
// contexts are on one machine), so that the tests contact nothing off the page's origin.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { boxes, cards, settled, started, swapByKeys } from './helpers.mjs';

const site = servedSite('/games/kemps/');
const laptop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** Every message the page's data channel receives, as base-64, kept on `window.__heard`. */
const RECORD_MESSAGES = () => {
  window.__heard = [];
  const Real = window.RTCPeerConnection;
  window.RTCPeerConnection = function (...args) {
    const pc = new Real(...args);
    const make = pc.createDataChannel.bind(pc);
    pc.createDataChannel = (...a) => {
      const channel = make(...a);
      channel.addEventListener('message', (e) => {
        const bytes = new Uint8Array(e.data);
        window.__heard.push(btoa(String.fromCharCode(...bytes)));
      });
      return channel;
    };
    return pc;
  };
  window.RTCPeerConnection.prototype = Real.prototype;
  window.RTCPeerConnection.generateCertificate = (...a) => Real.generateCertificate(...a);
};

/** 150 ms added to every message this page sends over the data channel. */
const SLOW_SENDS = () => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    const copy = data.slice ? data.slice(0) : data;
    setTimeout(() => { try { send.call(this, copy); } catch { /* closed meanwhile */ } }, 150);
  };
};

/** Every card the page ever draws (hand, centre, hands shown by a call), on `window.__drawn`. */
const RECORD_DRAWN = () => {
  window.__drawn = new Set();
  const note = (root) => root.querySelectorAll?.('[data-card]').forEach((el) => window.__drawn.add(el.dataset.card));
  new MutationObserver((changes) => changes.forEach((c) => {
    c.addedNodes.forEach((n) => { if (n.dataset?.card) window.__drawn.add(n.dataset.card); note(n); });
    if (c.type === 'attributes' && c.target.dataset?.card) window.__drawn.add(c.target.dataset.card);
  })).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-card'] });
};

/** The cards named in the messages the friend's page heard: postcard writes a card as a
 *  string of two letters ("TH"), so each is the length byte 2 and a rank and a suit. */
const cardsHeard = (page) => page.evaluate(() => {
  const named = new Set();
  for (const text of window.__heard) {
    const bytes = atob(text);
    for (let i = 0; i + 2 < bytes.length; i++) {
      if (bytes.charCodeAt(i) === 2 && /^[2-9TJQKA][SHDC]$/.test(bytes.slice(i + 1, i + 3))) named.add(bytes.slice(i + 1, i + 3));
    }
  }
  return [...named];
});

/**
 * Plays a page as a person would until its match ends: makes the team's signal while it
 * holds four of a kind, calls Kemps on its partner's signal, and goes on after each round's
 * result. Gives how many rounds it saw. With `toAResult`, stops at the first round's result
 * (or the match's end), leaving it on the screen.
 */
async function playToTheEnd(page, limitMs, toAResult = false) {
  const until = Date.now() + limitMs;
  let rounds = 0;
  while (Date.now() < until) {
    const state = await page.evaluate(() => {
      const ranks = [...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card[0]);
      const face = document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '';
      const signal = document.querySelector('button.action.signal small')?.textContent ?? '';
      return {
        over: !!document.querySelector('.overlay.match-end'),
        result: !!document.querySelector('.overlay.result'),
        four: ranks.length === 4 && ranks.every((r) => r === ranks[0]),
        partnerSignals: face.includes(`g-${signal.toLowerCase().replace(/ /g, '_')}`),
      };
    });
    if (state.over || (state.result && toAResult)) return rounds;
    if (state.result) {
      rounds += 1;
      await page.locator('.overlay.result button.primary').click().catch(() => {});
      await page.waitForTimeout(300);
      continue;
    }
    if (state.partnerSignals) await page.keyboard.press('k');
    else if (state.four) await page.keyboard.press('g');
    await page.waitForTimeout(150);
  }
  throw new Error(`the match did not end within ${limitMs} ms (${rounds} rounds)`);
}

/** The host's page on the invite screen, with the invite link made for `seat` (a label). */
async function invite(host, seatLabel, fromSetUp = false, speed = 'fast') {
  await host.goto(`${site.url}?speed=${speed}`);
  if (fromSetUp) {
    // The host chooses the match on the set-up screen: Ruthless bots, double calls count,
    // fast, deal 42.
    await host.getByRole('button', { name: 'Play', exact: true }).click();
    await host.getByText('Change the rules, table, bots, speed or deal').click();
    await host.getByRole('radio', { name: /^Ruthless/ }).check();
    await host.getByText('Change the rules', { exact: true }).click();
    await host.getByRole('checkbox', { name: 'Double Kemps and Double Stop count double' }).check();
    await host.getByRole('radio', { name: 'Fast', exact: true }).check();
    await host.getByRole('textbox', { name: /Deal code/ }).fill('0000-001A');
    await host.getByRole('button', { name: 'Play it with a friend' }).click();
  } else {
    await host.getByRole('button', { name: 'Play with a friend' }).click();
  }
  await host.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  await host.getByRole('radio', { name: seatLabel }).check();
  await host.getByLabel('Your name, as your friend will read it').fill('Sam');
  await host.getByRole('button', { name: 'Make the invite' }).click();
  const field = host.getByRole('textbox', { name: 'Link', exact: true });
  await field.waitFor({ timeout: 15_000 });
  const link = await field.inputValue();
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/games\/kemps\/#join=[0-9A-Z]+$/);
  assert.ok(link.length < 320, `an invite fits a chat message (${link.length} characters)`);
  return link;
}

/** The friend's page: opens the invite, reads it, joins, and gives the reply link. */
async function join(friend, link, expected, name = '') {
  await friend.goto(link);
  await friend.getByRole('heading', { name: "You're invited to a table" }).waitFor();
  assert.equal(await friend.locator('.invitation').textContent(), expected);
  if (name) await friend.getByLabel('Your name, as Sam will read it').fill(name);
  // A friend who has never played reads the game in a minute before joining.
  const inShort = friend.locator('details.the-game');
  assert.equal(await inShort.getAttribute('open'), null, 'closed until asked for');
  await inShort.getByText('New to Kemps? The game in a minute').click();
  await inShort.getByRole('heading', { name: 'The idea' }).waitFor();
  assert.match(await inShort.textContent(), /four cards of one rank/);
  await inShort.getByText('New to Kemps? The game in a minute').click();
  await friend.screenshot({ path: `${ARTIFACTS}friend-join-${friend.viewportSize().width}.png` });
  await friend.getByRole('button', { name: 'Join' }).click();
  const field = friend.getByRole('textbox', { name: 'Link', exact: true });
  await field.waitFor({ timeout: 15_000 });
  assert.match(await friend.getByTestId('friend-status').textContent(), /^Send this reply link back to Sam\./);
  return field.inputValue();
}

/** Every card the friend's page heard of, it drew: its own hand, the centre, a shown hand. */
async function hiddenCardsStayed(page) {
  const heard = await cardsHeard(page);
  const drawn = await page.evaluate(() => [...window.__drawn]);
  assert.ok(heard.length > 10, `the friend heard of cards (${heard.length})`);
  const hidden = heard.filter((c) => !drawn.includes(c));
  assert.deepEqual(hidden, [], 'a card the friend never saw was sent to it');
}

async function openPages(hostOptions, friendOptions, slow = false) {
  const host = await site.open(hostOptions);
  const friend = await site.open(friendOptions);
  for (const { context } of [host, friend]) {
    // No STUN server: the two contexts reach each other on this machine.
    await context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
  }
  if (slow) for (const { context } of [host, friend]) await context.addInitScript(SLOW_SENDS);
  await friend.context.addInitScript(RECORD_MESSAGES);
  await friend.context.addInitScript(RECORD_DRAWN);
  return { host, friend };
}

/** The host opens the friend's reply in another tab of the same browser, which hands it to
 *  the waiting invite. The tab is closed unless `keep`. */
async function handOver(host, reply, keep = false) {
  const tab = await host.context.newPage();
  await tab.goto(reply);
  await tab.getByText("Your friend's reply went to your waiting invite").waitFor({ timeout: 10_000 });
  if (!keep) await tab.close();
  return tab;
}

/** Waits for each page's table to open. */
async function atTable(...pages) {
  await Promise.all(pages.map((p) => p.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 })));
}

/** Goes on past a round's result on each page that shows one. The next round waits for every
 *  person at the table, so a round that ends under a test's feet (a bot's Kemps on a loaded
 *  machine) is closed on all its pages. */
async function pastResults(pages) {
  for (const page of pages) {
    const next = page.locator('.overlay.result button.primary');
    if (await next.count()) await next.click({ timeout: 5_000 }).catch(() => {});
  }
}

/** `page`'s swap by keys is taken at the host's table, going on past the rounds that end
 *  before it (`pages`: every page of the table). */
async function swapAtTable(page, pages) {
  for (let i = 0; i < 20; i++) {
    await pastResults(pages);
    // The next round comes once every person has gone on: a friend's page waits for the host's.
    await page.locator('.overlay.result').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
    if (await swapByKeys(page)) return true;
  }
  return false;
}

/** Taps `locator` on `page`, going on past a round's result that comes up over it first. */
async function tapPastResults(page, locator) {
  for (let i = 0; ; i++) {
    await pastResults([page]);
    try {
      return await locator.tap({ timeout: 5_000 });
    } catch (e) {
      if (i === 5) {
        await page.screenshot({ path: `${ARTIFACTS}friend-tap-failed.png` });
        throw e;
      }
    }
  }
}

/** Every page shows the same centre: one table. A bot's swap may land between two pages'
 *  reads, so they are read again until they agree, for a few seconds at most. */
async function sameCentre(...pages) {
  let seen = [];
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((done) => setTimeout(done, 100))) {
    seen = await Promise.all(pages.map((p) => cards(p, 'centre')));
    if (seen.every((c) => c.join() === seen[0].join())) return;
  }
  assert.deepEqual(seen.slice(1), seen.slice(1).map(() => seen[0]), 'one table, one centre');
}

/** A page's table, by name: each seat's shirt (a face's colours are its seat's at the host's
 *  table), the page's own under "me". */
async function facesByName(page) {
  const seats = await page.locator('section.seat').evaluateAll((els) => els.map((e) => [e.querySelector('.name').textContent, e.querySelector('path.shirt').getAttribute('fill')]));
  const me = await page.locator('.my-seat .me path.shirt').getAttribute('fill');
  return { ...Object.fromEntries(seats), me };
}

/** Both pages name every bot alike, with the same face; the friend's page names the host
 *  by the invite's name, with the face the host has on their own page, and the host's page
 *  shows the friend at `friendSeat` with the face the friend has on theirs. */
async function sameNamesAndFaces(host, friend, friendSeat) {
  const [there, here] = await Promise.all([facesByName(host), facesByName(friend)]);
  const bots = Object.keys(here).filter((name) => name !== 'me' && name !== 'Sam');
  assert.equal(bots.length, Object.keys(there).length - 2, `the friend's page: ${JSON.stringify(here)}`);
  for (const bot of bots) assert.equal(here[bot], there[bot], `${bot} looks alike on both pages: ${JSON.stringify({ there, here })}`);
  assert.equal(here.Sam, there.me, 'the host, by name, with their own face');
  assert.equal(there[friendSeat], here.me, 'the friend, with their own face');
}

const INVITED_AS_PARTNER = 'Sam invites you to be their partner at a table of 4: Classic rules, Casual bots.';

/** A host and a friend on phones, partners at a table of Classic rules and Casual bots:
 *  invited, joined, the reply handed over, both tables open. */
async function seatPartners(speed = 'fast') {
  const { host, friend } = await openPages(phone, phone);
  const link = await invite(host.page, 'Your partner', false, speed);
  const reply = await join(friend.page, link, INVITED_AS_PARTNER);
  await handOver(host, reply);
  await atTable(host.page, friend.page);
  return { host, friend, link, reply };
}

describe('playing with a friend', { concurrency: true }, () => {
  test('a friend joins as partner through the links, the reply handed over by another tab', { timeout: 480_000 }, async () => {
    const { host, friend } = await openPages(laptop, phone);
    const link = await invite(host.page, 'Your partner', true);
    await host.page.screenshot({ path: `${ARTIFACTS}friend-invite-1280.png` });
    const reply = await join(friend.page, link, 'Sam invites you to be their partner at a table of 4: Classic rules, Ruthless bots. Changed from Classic: Double Kemps and Double Stop count double.');
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-reply-360.png` });
    // The host opens the reply link in another tab of the same browser: it is handed over.
    const tab = await handOver(host, reply, true);
    // Both tables open; each page shows its own hand, and the same centre.
    await atTable(host.page, friend.page);
    await Promise.all([started(host.page), started(friend.page)]);
    await sameCentre(host.page, friend.page);
    await sameNamesAndFaces(host.page, friend.page, 'Bram');
    const hand = await cards(friend.page, 'hand');
    assert.equal(hand.length, 4);
    assert.notDeepEqual(hand, await cards(host.page, 'hand'));
    // The friend passes: the host's table says so at the friend's seat (Bram's, opposite).
    await friend.page.getByRole('button', { name: /^Pass/ }).tap();
    await host.page.locator('section.seat[data-seat="2"] .passed, section.seat[data-seat="2"][data-passed="true"]').first()
      .waitFor({ timeout: 5_000 }).catch(() => {});
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-table-360.png` });
    await host.page.screenshot({ path: `${ARTIFACTS}friend-host-table-1280.png` });
    // The whole match, both people playing; partners win or lose together.
    const [hostRounds, friendRounds] = await Promise.all([playToTheEnd(host.page, 420_000), playToTheEnd(friend.page, 420_000)]);
    assert.ok(hostRounds >= 1 && friendRounds >= 1);
    const ends = await Promise.all([host.page, friend.page].map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.equal(ends[0], ends[1], 'partners read the same end');
    await settled(friend.page, '.overlay.match-end');
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-match-end-360.png` });
    // The friend's page has no deal of its own: its match end offers no replay button, only
    // the host's replay as a link (see the last test).
    assert.equal(await friend.page.getByRole('button', { name: 'Watch the replay' }).count(), 0);
    await hiddenCardsStayed(friend.page);
    for (const { problems } of [host, friend]) assert.deepEqual(problems, []);
    await tab.close();
  });

  test('a friend 150 ms away joins as an opponent, the reply pasted into the waiting screen', { timeout: 480_000 }, async () => {
    const { host, friend } = await openPages(phone, laptop, true);
    const link = await invite(host.page, "An opponent, in Ada's seat");
    const reply = await join(friend.page, link, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Classic rules, Casual bots.');
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
    await Promise.all([started(host.page), started(friend.page)]);
    await sameNamesAndFaces(host.page, friend.page, 'Ada');
    // Each page shows the round trip the host measured: 150 ms each way, and more.
    for (const page of [host.page, friend.page]) {
      await page.getByTestId('friend-link').filter({ hasText: 'round trip' }).waitFor({ timeout: 10_000 });
      // The figure is written the page's way (Intl): a slow machine may show "1,204 ms".
      const text = await page.getByTestId('friend-link').textContent();
      const figure = /round trip ([\d,]+) ms/.exec(text);
      assert.ok(figure, `the header shows a round trip in ms: ${text}`);
      const ms = Number(figure[1].replaceAll(',', ''));
      assert.ok(ms >= 300 && ms < 10_000, `round trip ${ms} ms`);
    }
    await Promise.all([playToTheEnd(host.page, 420_000), playToTheEnd(friend.page, 420_000)]);
    const ends = await Promise.all([host.page, friend.page].map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.notEqual(ends[0], ends[1], 'opponents read opposite ends');
    await settled(host.page, '.overlay.match-end');
    await host.page.screenshot({ path: `${ARTIFACTS}friend-opponent-end-360.png` });
    await hiddenCardsStayed(friend.page);
    // The host leaves: the friend's page is told.
    await host.page.getByRole('button', { name: 'Home' }).tap();
    await friend.page.getByText(/left the table|the host left/).first().waitFor({ state: 'attached', timeout: 10_000 });
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });

  test('a friend whose page closes is replaced by a bot, and takes the seat back through the same invite', { timeout: 300_000 }, async () => {
    // At the normal speed: the match lasts while the friend is gone and comes back.
    const { host, friend, link, reply } = await seatPartners('normal');
    assert.equal(await host.page.getByTestId('rejoin').count(), 0, 'no seat waits while the friend plays');
    // The friend's page goes: a bot takes the seat, the host's table says so, and a line
    // above the table says how the friend comes back.
    await friend.page.close();
    await host.page.getByText("Your friend left Bram's seat: a bot plays it now.").first().waitFor({ state: 'attached', timeout: 60_000 });
    const waiting = host.page.getByTestId('rejoin');
    await waiting.waitFor({ timeout: 10_000 });
    assert.match(await waiting.textContent(), /^A bot plays Bram's seat until your friend opens your invite again and you take their new reply\./);
    // The line stands above the table: the faces, the hand and the calls keep their places.
    const [line] = await boxes(host.page, '[data-testid=rejoin]');
    const [table] = await boxes(host.page, '.table-page');
    assert.ok(line.bottom <= table.top + 1 && line.top >= 0, `the line is above the table (${line.bottom}, ${table.top})`);
    for (const selector of ['.felt', '[data-testid=hand]', '.controls']) {
      const [box] = await boxes(host.page, selector);
      assert.ok(box.top >= line.bottom && box.bottom <= 640, `${selector} on screen, under the line`);
    }
    await host.page.screenshot({ path: `${ARTIFACTS}friend-rejoin-waiting-360.png` });
    // An overlay of the table (here the pause; a round's result is another) covers the table
    // alone: the line and its button stay in view and take a tap.
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Pause', exact: true }));
    await host.page.locator('.overlay.pause').waitFor();
    const [overlay] = await boxes(host.page, '.overlay.pause');
    const [paused] = await boxes(host.page, '[data-testid=rejoin]');
    assert.ok(overlay.top >= paused.bottom - 1, `the pause stands below the line (${overlay.top}, ${paused.bottom})`);
    const paste = host.page.getByRole('button', { name: 'Paste their reply' });
    assert.ok(await paste.evaluate((b) => {
      const r = b.getBoundingClientRect();
      return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    }), 'nothing covers the line\'s button');
    await host.page.screenshot({ path: `${ARTIFACTS}friend-rejoin-paused-360.png` });
    await host.page.locator('.overlay.pause button.primary').tap();
    await host.page.locator('.overlay.pause').waitFor({ state: 'detached' });
    // A reply for the seat while nobody answers it is refused in words (here: another invite's).
    // (A round the bots end meanwhile shows its result over everything: the host goes on.)
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Paste their reply' }));
    await host.page.getByLabel("Your friend's reply link").fill(`${reply.slice(0, -3)}AAA`);
    await tapPastResults(host.page, host.page.getByRole('button', { name: 'Use this reply' }));
    assert.match(await waiting.textContent(), /^That reply cannot be used\. .* Paste your friend's whole reply link again\./);
    const [open] = await boxes(host.page, '[data-testid=rejoin]');
    const [felt] = await boxes(host.page, '.felt');
    assert.ok(open.bottom <= felt.top, 'the open field stays above the table too');
    await host.page.screenshot({ path: `${ARTIFACTS}friend-rejoin-refused-360.png` });
    // The friend opens the same invite again, in a new page: it joins as before, and its
    // reply, opened in the host's browser, opens the table mid-match on both pages.
    const again = await friend.context.newPage();
    const problems = [];
    again.on('pageerror', (e) => problems.push(e.message));
    const second = await join(again, link, INVITED_AS_PARTNER);
    await handOver(host, second);
    await atTable(again);
    await host.page.getByText("Your friend is back at the table, in Bram's seat.").first().waitFor({ state: 'attached', timeout: 10_000 });
    await waiting.waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal((await cards(again, 'hand')).length, 4, "the friend's own hand");
    await sameCentre(again, host.page);
    // The friend's presses are the table's again: a swap changes the friend's hand, which
    // only the host's table does (the friend's page shows what the host sends).
    await started(again);
    assert.ok(await swapAtTable(again, [host.page, again]), "the friend's swap is taken at the host's table");
    await again.screenshot({ path: `${ARTIFACTS}friend-rejoined-360.png` });
    await host.page.screenshot({ path: `${ARTIFACTS}friend-rejoined-host-360.png` });
    assert.deepEqual(host.problems, []);
    assert.deepEqual(problems, []);
  });

  test("a friend's page that no table answers says so in words", { timeout: 120_000 }, async () => {
    const { host, friend } = await openPages(phone, phone);
    const link = await invite(host.page, 'Your partner');
    // The host's page is gone (the match over, the tab closed): the invite leads nowhere.
    await host.page.close();
    await join(friend.page, link, INVITED_AS_PARTNER);
    await friend.page.getByText("Sam's table did not answer: the match may be over, the page closed, or the two pages cannot reach each other. Ask your friend for a new invite.")
      .waitFor({ timeout: 60_000 });
    assert.deepEqual(friend.problems, []);
  });
  test("at the match's end the friend's page shows the host's replay link, which plays the same match", { timeout: 600_000 }, async () => {
    const { host, friend } = await seatPartners();
    await Promise.all([started(host.page), started(friend.page)]);
    // The friend presses too: a swap, so the record holds the friend's presses.
    assert.ok(await swapAtTable(friend.page, [host.page, friend.page]), "the friend's swap is taken");
    // At the first result the host goes on first: each page says what the next round waits
    // for, above its button.
    await Promise.all([playToTheEnd(host.page, 240_000, true), playToTheEnd(friend.page, 240_000, true)]);
    for (const page of [host.page, friend.page]) await page.locator('.overlay.result').waitFor({ timeout: 10_000 });
    // The friend's result says why the round was won or lost whenever the host's does (the
    // host's table sends its review of the round).
    const [theirs, mine] = await Promise.all([host.page, friend.page].map((p) => p.getByTestId('result-headline').textContent()));
    assert.equal(mine.includes(': '), theirs.includes(': '), `${theirs} / ${mine}`);
    await host.page.locator('.overlay.result button.primary').click();
    await host.page.getByTestId('result-waiting').getByText('Waiting for Bram to see the result…').waitFor({ timeout: 5_000 });
    await friend.page.getByTestId('result-waiting').getByText('Sam has seen the result and waits for you.').waitFor({ timeout: 5_000 });
    await settled(friend.page, '.overlay.result');
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-host-waits-360.png` });
    await friend.page.locator('.overlay.result button.primary').click();
    for (const page of [host.page, friend.page]) await page.locator('.overlay.result').waitFor({ state: 'detached', timeout: 10_000 });
    await Promise.all([playToTheEnd(host.page, 420_000), playToTheEnd(friend.page, 420_000)]);
    // The host's match end offers the replay as a match alone does.
    await host.page.getByRole('button', { name: 'Watch the replay' }).waitFor();
    assert.equal(await host.page.getByRole('button', { name: 'Share the replay' }).count(), 1);
    // The friend's shows the replay link the host's page sent.
    const replayLink = friend.page.getByTestId('friends-replay-link');
    await replayLink.waitFor({ timeout: 20_000 });
    const href = await replayLink.getAttribute('href');
    assert.match(href, /^http:\/\/127\.0\.0\.1:\d+\/games\/kemps\/#replay=[0-9A-Z]+$/);
    assert.ok(href.length <= 2_100, `a link (${href.length} characters)`);
    assert.equal(await replayLink.textContent(), 'Watch the replay');
    await settled(friend.page, '.overlay.match-end');
    await replayLink.scrollIntoViewIfNeeded();
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-replay-link-360.png` });
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
    await watch.locator('.replay .felt .seat').first().waitFor({ timeout: 20_000 });
    // The last round's result, a button to its end: the match's end.
    await watch.getByTestId('replay-results').locator('li button').last().click();
    // If the replay played on (it starts playing), it stops at its end: the same scores.
    await watch.getByRole('button', { name: 'Pause' }).click({ timeout: 1_000 }).catch(() => {});
    await watch.waitForTimeout(500);
    assert.deepEqual(await scoresOf(watch, '.replay .topbar'), hostScores, "the replay ends on the match's scores");
    // Every scoreboard of the replay (the top bar's, and a called round's key moment when the
    // replay holds on one) names teams without a "You".
    const boards = await watch.locator('.replay .scoreboard').allTextContents();
    assert.ok(boards.length >= 1);
    for (const board of boards) assert.doesNotMatch(board, /\bYou\b/);
    await watch.screenshot({ path: `${ARTIFACTS}friend-replay-opened-360.png` });
    // The host watches it from the match end: in a tab of its own, the table staying behind
    // it; the same match, to the same end.
    const [shown] = await Promise.all([
      host.context.waitForEvent('page'),
      host.page.getByRole('button', { name: 'Watch the replay' }).click(),
    ]);
    await shown.locator('.replay .felt .seat').first().waitFor({ timeout: 20_000 });
    assert.equal(shown.url(), href, "the host's replay is the one its friend was sent");
    await shown.getByTestId('replay-results').locator('li button').last().click();
    await shown.getByRole('button', { name: 'Pause' }).click({ timeout: 1_000 }).catch(() => {});
    await shown.waitForTimeout(500);
    assert.deepEqual(await scoresOf(shown, '.replay .topbar'), hostScores);
    assert.equal(await host.page.locator('.overlay.match-end').count(), 1, 'the match end stays');
    assert.deepEqual(problems, []);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });
  test('the host reloads mid-match and resumes it: a bot plays the friend\'s seat, and the friend\'s page says the host left', { timeout: 240_000 }, async () => {
    const { host, friend } = await seatPartners();
    await Promise.all([started(host.page), started(friend.page)]);
    // Both play a little: the friend passes, the host swaps; the host's page saves the match.
    await friend.page.getByRole('button', { name: /^Pass/ }).tap();
    assert.ok(await swapAtTable(host.page, [host.page, friend.page]), "the host's swap is taken");
    await host.page.waitForTimeout(1_000);
    // The host's page loads again: the match is offered by name, never by its deal number.
    await host.page.reload();
    const resume = host.page.getByRole('button', { name: /^Resume/ });
    await resume.waitFor({ timeout: 15_000 });
    assert.match(await resume.textContent(), /^Resume your matchMatch with friends · round \d+$/);
    await host.page.screenshot({ path: `${ARTIFACTS}friend-resume-offer-360.png` });
    await resume.click();
    await host.page.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 });
    // Said once, where the notices from outside the game are: whole, on a phone too.
    const notices = host.page.getByTestId('address-notices');
    await notices.waitFor({ timeout: 10_000 });
    assert.equal(await notices.textContent(), "Your friend's connection ended with the page: a bot plays Bram's seat.");
    assert.equal(host.page.url(), `${site.url}`, 'the deal stays out of the address');
    await host.page.screenshot({ path: `${ARTIFACTS}friend-resumed-host-360.png` });
    assert.equal(await host.page.getByTestId('seed').count(), 0, 'the deal number stays private');
    assert.equal(await host.page.getByTestId('rejoin').count(), 0, 'no seat waits for its friend');
    // Bram's face plays on: his bot fidgets, as a bot does (through a round's result too).
    // The page looks at every frame, so a gesture is seen however busy the machine is.
    let fidget = null;
    for (const until = Date.now() + 60_000; !fidget && Date.now() < until;) {
      await pastResults([host.page]);
      fidget = await host.page.waitForFunction(() => {
        const face = document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '';
        return /\bg-([a-z_]+)/.exec(face)?.[1];
      }, null, { polling: 'raf', timeout: 3_000 }).then((found) => found.jsonValue()).catch(() => null);
    }
    assert.ok(fidget, "Bram's bot makes a gesture");
    await friend.page.getByText(/the host left/).first().waitFor({ state: 'attached', timeout: 30_000 });
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });
});

describe('several friends at one table', () => {
  test('a host invites two friends, the partner and an opponent, each through their own invite, and all three play a whole match', { timeout: 600_000 }, async () => {
    const host = await site.open(phone);
    const partner = await site.open(phone);
    const opponent = await site.open(phone);
    for (const { context } of [host, partner, opponent]) {
      await context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
    }
    for (const { context } of [partner, opponent]) {
      await context.addInitScript(RECORD_MESSAGES);
      await context.addInitScript(RECORD_DRAWN);
    }
    // The host sets up a short match (Hearts, Ruthless bots, fast) and invites two friends:
    // the partner (the first friend's seat by default) and, added, an opponent.
    const page = host.page;
    await page.goto(`${site.url}?speed=fast`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByText('Change the rules, table, bots, speed or deal').click();
    await page.getByRole('radio', { name: /^Hearts/ }).check();
    await page.getByRole('radio', { name: /^Ruthless/ }).check();
    await page.getByRole('radio', { name: 'Fast', exact: true }).check();
    await page.getByRole('button', { name: 'Play it with a friend' }).click();
    await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
    await page.getByRole('button', { name: 'Add a friend' }).tap();
    const seats = page.getByTestId('friend-seat');
    assert.equal(await seats.count(), 2);
    assert.ok(await seats.nth(0).getByRole('radio', { name: 'Your partner' }).isChecked());
    assert.equal(await seats.nth(1).getByRole('radio', { name: 'Your partner' }).count(), 0, "the partner's seat is the first friend's");
    await seats.nth(1).getByRole('radio', { name: "An opponent, in Ada's seat" }).check();
    await page.getByRole('button', { name: 'Add a friend' }).tap();
    assert.equal(await seats.count(), 3, 'a third friend, at the last seat');
    assert.equal(await page.getByRole('button', { name: 'Add a friend' }).count(), 0, 'every seat but the host is a friend');
    await seats.nth(2).getByRole('button', { name: 'Remove this friend' }).tap();
    assert.equal(await seats.count(), 2);
    await page.getByLabel('Your name, as your friend will read it').fill('Sam');
    await page.getByRole('button', { name: 'Make the invites' }).tap();
    const rows = page.getByTestId('invite');
    const links = page.getByRole('textbox', { name: 'Link', exact: true });
    await links.nth(1).waitFor({ timeout: 20_000 });
    assert.equal(await rows.count(), 2);
    assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => e.querySelector('h2').textContent)), ['Your partner', "An opponent, in Ada's seat"]);
    const [toPartner, toOpponent] = [await links.nth(0).inputValue(), await links.nth(1).inputValue()];
    assert.notEqual(toPartner, toOpponent, 'an invite of its own for each friend');
    for (const link of [toPartner, toOpponent]) assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/games\/kemps\/#join=[0-9A-Z]+$/);
    assert.equal(await page.evaluate(() => document.scrollingElement.scrollWidth), 360, 'nothing wider than the phone');
    for (const row of await boxes(page, '[data-testid=invite]')) {
      assert.ok(row.top >= 0 && row.bottom <= 640 && row.right <= 360, `both invites on the phone's screen: ${JSON.stringify(row)}`);
    }
    await page.screenshot({ path: `${ARTIFACTS}friends-waiting-two-360.png`, fullPage: true });
    // Each friend opens their own invite and joins.
    const fromPartner = await join(partner.page, toPartner, 'Sam invites you to be their partner at a table of 4: Hearts rules, Ruthless bots.', 'Mia');
    const fromOpponent = await join(opponent.page, toOpponent, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Hearts rules, Ruthless bots.');
    // The opponent's reply, pasted into the partner's row, goes to the opponent's invite
    // (the number it carries); the partner's waits on.
    await rows.nth(0).getByLabel("Your friend's reply link").fill(fromOpponent);
    await rows.nth(0).getByRole('button', { name: 'Use this reply' }).tap();
    await rows.nth(1).getByText(/^Connect/).waitFor({ timeout: 10_000 });
    assert.match(await rows.nth(0).getByTestId('friend-status').textContent(), /^Send this invite/);
    await opponent.page.getByText('Connected to Sam. Waiting for the table…').waitFor({ timeout: 10_000 });
    assert.equal(await page.getByRole('list', { name: 'Centre cards' }).count(), 0, 'the table waits for every friend');
    await page.screenshot({ path: `${ARTIFACTS}friends-one-connected-360.png`, fullPage: true });
    // The partner's reply, opened in another tab of the host's browser, is handed over.
    await handOver(host, fromPartner);
    const pages = [page, partner.page, opponent.page];
    await atTable(...pages);
    await Promise.all(pages.map(started));
    await sameCentre(page, partner.page, opponent.page);
    // The partner's reply gave their name: the host's page and the other friend's call
    // their seat by it (on the host's page, the team too); the opponent gave none and
    // keeps their seat's name, Ada.
    const names = await Promise.all(pages.map((p) => p.locator('section.seat .name').allTextContents()));
    assert.deepEqual(names[0].toSorted(), ['Ada', 'Cleo', 'Mia'], `the host's page: ${names[0]}`);
    assert.deepEqual(names[1].toSorted(), ['Ada', 'Cleo', 'Sam'], `the partner's page: ${names[1]}`);
    assert.deepEqual(names[2].toSorted(), ['Cleo', 'Mia', 'Sam'], `the opponent's page: ${names[2]}`);
    await page.getByText('You & Mia').first().waitFor({ timeout: 5_000 });
    // Each page's header counts the other people at the table: two friends for everyone.
    for (const p of pages) assert.match(await p.getByTestId('friend-link').textContent(), /^With 2 friends/);
    const hands = await Promise.all(pages.map((p) => cards(p, 'hand')));
    assert.equal(new Set(hands.map((h) => h.join())).size, 3, 'each their own hand');
    // Each friend's presses are the host's table's: a swap changes their hand there.
    for (const p of [partner.page, opponent.page]) {
      assert.ok(await swapAtTable(p, pages), "a friend's swap is taken at the host's table");
    }
    // A pause by either friend pauses every page; the one who paused resumes it.
    await opponent.page.getByRole('button', { name: 'Pause', exact: true }).tap();
    for (const p of pages) await p.locator('.overlay.pause').waitFor({ timeout: 10_000 });
    await opponent.page.locator('.overlay.pause button.primary').tap();
    for (const p of pages) await p.locator('.overlay.pause').waitFor({ state: 'detached', timeout: 10_000 });
    await partner.page.screenshot({ path: `${ARTIFACTS}friends-partner-table-360.png` });
    await opponent.page.screenshot({ path: `${ARTIFACTS}friends-opponent-table-360.png` });
    await page.screenshot({ path: `${ARTIFACTS}friends-host-table-360.png` });
    // The host pauses, and the opponent's page closes meanwhile: the partner's page is told,
    // and counts one friend fewer. The opponent opens the same invite again and comes back
    // into the pause; the partner's page says so and counts them again.
    await tapPastResults(page, page.getByRole('button', { name: 'Pause', exact: true }));
    for (const p of pages) await p.locator('.overlay.pause').waitFor({ timeout: 10_000 });
    await opponent.page.close();
    await partner.page.getByText('Ada left the table: a bot plays that seat now.').first().waitFor({ state: 'attached', timeout: 60_000 });
    assert.match(await partner.page.getByTestId('friend-link').textContent(), /^With a friend/);
    const again = await opponent.context.newPage();
    again.on('pageerror', (e) => opponent.problems.push(e.message));
    const back = await join(again, toOpponent, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Hearts rules, Ruthless bots.');
    await handOver(host, back);
    await atTable(again);
    await partner.page.getByText('Ada is back at the table.').first().waitFor({ state: 'attached', timeout: 10_000 });
    assert.match(await partner.page.getByTestId('friend-link').textContent(), /^With 2 friends/);
    await again.locator('.overlay.pause').waitFor({ timeout: 10_000 });
    opponent.page = again;
    pages[2] = again;
    await page.locator('.overlay.pause button.primary').tap();
    for (const p of pages) await p.locator('.overlay.pause').waitFor({ state: 'detached', timeout: 10_000 });
    // The whole match, all three playing; partners read the same end, the opponent the other.
    await Promise.all(pages.map((p) => playToTheEnd(p, 540_000)));
    const ends = await Promise.all(pages.map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.equal(ends[0], ends[1], 'partners read the same end');
    assert.notEqual(ends[0], ends[2], 'the opponent reads the other');
    for (const p of [partner.page, opponent.page]) await hiddenCardsStayed(p);
    // The host leaves: both friends are told.
    await page.getByRole('button', { name: 'Home' }).tap();
    for (const p of [partner.page, opponent.page]) {
      await p.getByText(/left the table|the host left/).first().waitFor({ state: 'attached', timeout: 10_000 });
    }
    for (const { problems } of [host, partner, opponent]) assert.deepEqual(problems, []);
  });
});
