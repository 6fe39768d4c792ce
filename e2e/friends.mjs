// Playing with a friend, with no server (what the friend tests share): a host and a friend in two browser contexts (two
// people, each with their own browser) connect through the page's own buttons and links —
// the invite opened by the friend, the reply opened by the host in another tab or pasted —
// and sit at the same table: the friend's page shows the friend's own hand and the host's
// centre, its presses reach the host's table, and it never receives another seat's hidden
// card. The pages are served under a sub-path, and told to use no STUN server (the two
// contexts are on one machine), so that the tests contact nothing off the page's origin.
//
// Time: every page's clock is the test's (see `follow` and `hold` in clock.mjs). A page
// follows real time while it makes its invite or its reply (it waits for the browser to find
// the network's addresses); then the pages are held, and the test runs their clocks together,
// a step of every page at a time, the messages between them heard between steps. While the
// pages connect (the browser's work, in real time) their clocks run no faster than real time;
// from then on, as fast as their frames are drawn: a whole match takes seconds, and plays the
// same however busy the machine is.
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { cards } from './helpers.mjs';
import { follow, hold, runTogether, runTogetherAtMost, runUntilTogether } from './clock.mjs';
import { screenshot } from './browser.mjs';

export const site = servedSite('/games/kemps/');
export const laptop = { viewport: { width: 1280, height: 800 } };
export const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** How far each page's clock runs in one step of a held table (ms): a message between two
 *  pages takes up to a step of page time, a round trip up to two (a friend a little away). */
export const STEP = 100;

/** Every message the page's data channel receives, as base-64, kept on `window.__heard`. */
export const RECORD_MESSAGES = () => {
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

/** The page's data channels, kept on `window.__channels` (for a test that sends on one). */
export const KEEP_CHANNELS = () => {
  window.__channels = [];
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    window.__channels.push(channel);
    return channel;
  };
};

/**
 * Sends `count` unreadable messages, as fast as the page can, on its open data channel (see
 * `KEEP_CHANNELS`): random bytes, 2 to 64 of them, the second always 255, which no message
 * of the game's has (after the format's number, a variant number of 127 or more).
 */
export const FLOOD = (count) => {
  const channel = window.__channels.find((c) => c.readyState === 'open');
  if (!channel) throw new Error('no open data channel');
  for (let i = 0; i < count; i++) {
    const bytes = crypto.getRandomValues(new Uint8Array(2 + Math.floor(Math.random() * 63)));
    bytes[1] = 255;
    channel.send(bytes);
  }
  return count;
};

/** 150 ms added to every message this page sends over the data channel. */
export const SLOW_SENDS = () => {
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    const copy = data.slice ? data.slice(0) : data;
    setTimeout(() => { try { send.call(this, copy); } catch { /* closed meanwhile */ } }, 150);
  };
};

/** Every card the page ever draws (hand, centre, hands shown by a call), on `window.__drawn`. */
export const RECORD_DRAWN = () => {
  window.__drawn = new Set();
  const note = (root) => root.querySelectorAll?.('[data-card]').forEach((el) => window.__drawn.add(el.dataset.card));
  new MutationObserver((changes) => changes.forEach((c) => {
    c.addedNodes.forEach((n) => { if (n.dataset?.card) window.__drawn.add(n.dataset.card); note(n); });
    if (c.type === 'attributes' && c.target.dataset?.card) window.__drawn.add(c.target.dataset.card);
  })).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-card'] });
};

/** The cards named in the messages the friend's page heard: postcard writes a card as a
 *  string of two letters ("TH"), so each is the length byte 2 and a rank and a suit. */
export const cardsHeard = (page) => page.evaluate(() => {
  const named = new Set();
  for (const text of window.__heard) {
    const bytes = atob(text);
    for (let i = 0; i + 2 < bytes.length; i++) {
      if (bytes.charCodeAt(i) === 2 && /^[2-9TJQKA][SHDC]$/.test(bytes.slice(i + 1, i + 3))) named.add(bytes.slice(i + 1, i + 3));
    }
  }
  return [...named];
});

/** What a page shows that `playToTheEnd` acts on, or null when there is nothing to do. */
const TO_ACT_ON = () => {
  const ranks = [...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card[0]);
  const face = document.querySelector('.seat.partner .avatar')?.getAttribute('class') ?? '';
  const signal = document.querySelector('button.action.signal small')?.textContent ?? '';
  const state = {
    over: !!document.querySelector('.overlay.match-end'),
    result: !!document.querySelector('.overlay.result'),
    four: ranks.length === 4 && ranks.every((r) => r === ranks[0]),
    partnerSignals: face.includes(`g-${signal.toLowerCase().replace(/ /g, '_')}`),
  };
  return state.over || state.result || state.four || state.partnerSignals ? state : null;
};

/**
 * Plays held `pages` (every page of one table) as people would until the match ends on
 * each: makes the team's signal while a page holds four of a kind, calls Kemps on its
 * partner's signal, and goes on after each round's result. Gives how many rounds each page
 * saw (a round counted at each look while its result is up). With `toAResult`, a page stops
 * at the first round's result (or the match's end), leaving it on the screen. `limitMs` is
 * page time: the clocks run together between looks until a page has something to do.
 */
export async function playToTheEnd(pages, limitMs, toAResult = false) {
  const rounds = pages.map(() => 0);
  const done = pages.map(() => false);
  for (let ran = 0; ran < limitMs;) {
    // (Not drawn while the clocks run: the test only reads the pages until one has something to do.)
    const looked = await runTogetherAtMost(pages, pages.map((_, i) => (done[i] ? null : TO_ACT_ON)), { within: limitMs - ran, step: STEP, any: true, unseen: true });
    if (!looked) break;
    ran += looked.ran;
    // What each page does, then the page time it waits before it looks again.
    let wait = 0;
    for (const [i, page] of pages.entries()) {
      const state = looked.values[i];
      if (done[i] || !state) continue;
      if (state.over || (state.result && toAResult)) {
        done[i] = true;
        continue;
      }
      if (state.result) {
        rounds[i] += 1;
        await page.locator('.overlay.result button.primary').click().catch(() => {});
        wait = Math.max(wait, 300);
        continue;
      }
      if (state.partnerSignals) await page.keyboard.press('k');
      else if (state.four) await page.keyboard.press('g');
      wait = Math.max(wait, 150);
    }
    if (done.every(Boolean)) return rounds;
    if (wait) {
      await runTogether(pages, wait, STEP, { unseen: true });
      ran += wait;
    }
  }
  throw new Error(`the match did not end within ${limitMs} ms of page time (${rounds} rounds)`);
}

/** The host's page on the invite screen, with the invite link made for `seat` (a label). */
export async function invite(host, seatLabel, fromSetUp = false, speed = 'fast') {
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
export async function join(friend, link, expected, name = '') {
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
  await screenshot(friend, `${ARTIFACTS}friend-join-${friend.viewportSize().width}.png`);
  await friend.getByRole('button', { name: 'Join' }).click();
  const field = friend.getByRole('textbox', { name: 'Link', exact: true });
  await field.waitFor({ timeout: 15_000 });
  assert.match(await friend.getByTestId('friend-status').textContent(), /^Send this reply link back to Sam\./);
  return field.inputValue();
}

/** Every card the friend's page heard of, it drew: its own hand, the centre, a shown hand. */
export async function hiddenCardsStayed(page) {
  const heard = await cardsHeard(page);
  const drawn = await page.evaluate(() => [...window.__drawn]);
  assert.ok(heard.length > 10, `the friend heard of cards (${heard.length})`);
  const hidden = heard.filter((c) => !drawn.includes(c));
  assert.deepEqual(hidden, [], 'a card the friend never saw was sent to it');
}

/** A page for a person at the table, in a browser context of its own: its clock follows
 *  real time until it is held (see clock.mjs), and it is told to use no STUN server (the
 *  contexts reach each other on this machine). With `realTime` (the benchmark), the page
 *  keeps the browser's own clock, and cannot be held. */
export async function openPage(options, { realTime = false } = {}) {
  const opened = await site.open(options);
  if (!realTime) await follow(opened.page);
  await opened.context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
  return opened;
}

export async function openPages(hostOptions, friendOptions, slow = false) {
  const host = await openPage(hostOptions);
  const friend = await openPage(friendOptions);
  // (After `follow`, which counts the messages as the browser sends them.)
  if (slow) for (const { context } of [host, friend]) await context.addInitScript(SLOW_SENDS);
  await friend.context.addInitScript(RECORD_MESSAGES);
  await friend.context.addInitScript(RECORD_DRAWN);
  return { host, friend };
}

/**
 * In a tab that hands a reply over: once it has posted the reply to the other tabs, its clock
 * (which follows real time) stands until a tab answers (30 s of real time at most), so that
 * the half second of its own time it gives the waiting invite to answer is not spent while
 * the answer is on its way on a busy machine.
 */
const ANSWER_BEFORE_TIME_RUNS = () => {
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (message) {
    const controller = globalThis.__pwClock?.controller;
    if (controller) {
      // (Resumed once the pause is done: the clock's own timer is then let go.)
      const paused = controller.pauseAt(controller.now());
      let stop = null;
      const go = () => {
        this.removeEventListener('message', go);
        stop?.();
        paused.then(() => controller.resume());
      };
      this.addEventListener('message', go);
      stop = controller._embedder?.setTimeout(go, 30_000);
    }
    return post.call(this, message);
  };
};

/** The host opens the friend's reply in another tab of the same browser, which hands it to
 *  the waiting invite. The tab is closed unless `keep`. */
export async function handOver(host, reply, keep = false) {
  const tab = await host.context.newPage();
  await tab.addInitScript(ANSWER_BEFORE_TIME_RUNS);
  await tab.goto(reply);
  // The tab loads the friend build first: on a loaded machine that takes a while.
  await tab.getByText("Your friend's reply went to your waiting invite").waitFor({ timeout: 30_000 });
  if (!keep) await tab.close();
  return tab;
}

/** Waits for the table to open on each of `pages` (the pages connect, in real time; on held
 *  pages, their clocks run together meanwhile, no faster than real time). */
export async function atTable(...pages) {
  // One after the other: one wait runs the clocks at a time.
  for (const page of pages) await waitOn(pages, page.getByRole('list', { name: 'Centre cards' }), { timeout: 20_000, pace: true });
}

/**
 * Waits until `locator` is in `state` (as `locator.waitFor` does), for `timeout` ms of page
 * time at most, running the clocks of held `pages` (every page of the table) together
 * meanwhile; with `pace`, no faster than real time, for what the browser does in its own
 * time: pages connecting, or a page learning that another has closed or left (its channel
 * closes when the browser gets to it).
 */
export async function waitOn(pages, locator, { state = 'visible', timeout = 30_000, pace = false } = {}) {
  const there = {
    attached: async () => (await locator.count()) > 0,
    detached: async () => (await locator.count()) === 0,
    visible: () => locator.isVisible(),
    hidden: async () => !(await locator.isVisible()),
  }[state];
  const began = Date.now();
  for (let ran = 0; ; ran += STEP) {
    if (await there()) return;
    if (ran >= timeout) throw new Error(`${locator}: not ${state} after ${timeout} ms of page time`);
    await runTogether(pages, STEP, STEP);
    const ahead = ran + STEP - (Date.now() - began);
    if (pace && ahead > 0) await new Promise((done) => setTimeout(done, ahead));
  }
}

/** Waits until each of held `pages` shows its table with its "get ready" countdown over,
 *  running their clocks together (see `untilStarted` in clock.mjs). */
export async function started(pages) {
  await Promise.all(pages.map((page) => page.locator('.table-page').first().waitFor({ timeout: 15_000 })));
  return runUntilTogether(pages, () => !!document.querySelector('.table-page') && !document.querySelector('[data-testid=countdown]'),
    { within: 15_000, step: STEP, what: 'the end of the countdown' });
}

/** Goes on past a round's result on each page that shows one. The next round waits for every
 *  person at the table, so a round that ends under a test's feet (a bot's Kemps on a loaded
 *  machine) is closed on all its pages. */
export async function pastResults(pages) {
  for (const page of pages) {
    const next = page.locator('.overlay.result button.primary');
    if (await next.count()) await next.click({ timeout: 5_000 }).catch(() => {});
  }
}

/** `page`'s swap by keys is taken at the host's table, going on past the rounds that end
 *  before it (`pages`: every page of the table, held). */
export async function swapAtTable(page, pages) {
  for (let i = 0; i < 20; i++) {
    await pastResults(pages);
    // The next round comes once every person has gone on: a friend's page waits for the host's.
    await waitOn(pages, page.locator('.overlay.result'), { state: 'detached', timeout: 10_000 }).catch(() => {});
    if (await swapTogether(page, pages)) return true;
  }
  return false;
}

/**
 * `swapByKeys` (helpers.mjs) on a page of a held table: swaps the first hand card with the
 * first centre card by keyboard, and runs the table's clocks until the page's hand changes
 * (the swap went to the host's table and came back) or a round's result comes up.
 */
async function swapTogether(page, pages) {
  if (await page.locator('.overlay.result').count()) return false;
  const before = await cards(page, 'hand');
  // Nothing at the table moves between the two keys.
  await page.keyboard.press('1');
  await page.keyboard.press('q');
  const changed = (b) => !!document.querySelector('.overlay.result') || JSON.stringify([...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card)) !== b;
  const ran = await runTogetherAtMost(pages, pages.map((p) => (p === page ? changed : null)), { arg: JSON.stringify(before), within: 1_500, step: STEP });
  return ran !== null && (await page.locator('.overlay.result').count()) === 0;
}

/** Taps `locator` on `page`, going on past a round's result that comes up over it first
 *  (`pages`: every page of the table, held, whose clocks run together while it waits). */
export async function tapPastResults(page, locator, pages = [page]) {
  for (let i = 0; ; i++) {
    await pastResults(pages);
    // The next round comes once every person has gone on (or after the host's wait).
    await waitOn(pages, page.locator('.overlay.result'), { state: 'detached', timeout: 10_000 }).catch(() => {});
    try {
      return await locator.tap({ timeout: 5_000 });
    } catch (e) {
      if (i === 5) {
        await screenshot(page, `${ARTIFACTS}friend-tap-failed.png`);
        throw e;
      }
    }
  }
}

/**
 * The value of `name` on `locator` once it has stood for `quiet` ms of page time (and a
 * second of real time), the clocks of held `pages` running together meanwhile (`timeout` ms
 * of page time at most, then the last value). The host's page packs a match's replay again
 * whenever the match's record changes, and sends it again: it does after the match's end
 * too (a round trip measured then is noted in the record), so that the replay link a
 * friend's page shows first may not be its last. (Packing is the browser's work, in real
 * time.)
 */
export async function steadyAttribute(pages, locator, name, { quiet = 3_000, timeout = 20_000 } = {}) {
  let [value, since] = [await locator.getAttribute(name), Date.now()];
  for (let ran = 0, still = 0; (still < quiet || Date.now() - since < 1_000) && ran < timeout; ran += STEP, still += STEP) {
    await runTogether(pages, STEP, STEP);
    const now = await locator.getAttribute(name);
    if (now !== value) [value, since, still] = [now, Date.now(), -STEP];
  }
  return value;
}

/** Every page shows the same centre: one table. A bot's swap may land between two pages'
 *  reads, so they are read again until they agree, for a few seconds at most. */
export async function sameCentre(...pages) {
  let seen = [];
  // (Five seconds of page time: the held pages' clocks run together between reads.)
  for (let ran = 0; ran < 5_000; ran += STEP) {
    seen = await Promise.all(pages.map((p) => cards(p, 'centre')));
    if (seen.every((c) => c.join() === seen[0].join())) return;
    await runTogether(pages, STEP, STEP);
  }
  assert.deepEqual(seen.slice(1), seen.slice(1).map(() => seen[0]), 'one table, one centre');
}

/** A page's table, by name: each seat's shirt (a face's colours are its seat's at the host's
 *  table), the page's own under "me". */
export async function facesByName(page) {
  const seats = await page.locator('section.seat').evaluateAll((els) => els.map((e) => [e.querySelector('.name').textContent, e.querySelector('path.shirt').getAttribute('fill')]));
  const me = await page.locator('.my-seat .me path.shirt').getAttribute('fill');
  return { ...Object.fromEntries(seats), me };
}

/** Both pages name every bot alike, with the same face; the friend's page names the host
 *  by the invite's name, with the face the host has on their own page, and the host's page
 *  shows the friend at `friendSeat` with the face the friend has on theirs. */
export async function sameNamesAndFaces(host, friend, friendSeat) {
  const [there, here] = await Promise.all([facesByName(host), facesByName(friend)]);
  const bots = Object.keys(here).filter((name) => name !== 'me' && name !== 'Sam');
  assert.equal(bots.length, Object.keys(there).length - 2, `the friend's page: ${JSON.stringify(here)}`);
  for (const bot of bots) assert.equal(here[bot], there[bot], `${bot} looks alike on both pages: ${JSON.stringify({ there, here })}`);
  assert.equal(here.Sam, there.me, 'the host, by name, with their own face');
  assert.equal(there[friendSeat], here.me, 'the friend, with their own face');
}

export const INVITED_AS_PARTNER = 'Sam invites you to be their partner at a table of 4: Classic rules, Casual bots.';

/** A host and a friend on phones, partners at a table of Classic rules and Casual bots:
 *  invited, joined, both pages held, the reply handed over, both tables open. */
export async function seatPartners(speed = 'fast') {
  const { host, friend } = await openPages(phone, phone);
  const link = await invite(host.page, 'Your partner', false, speed);
  const reply = await join(friend.page, link, INVITED_AS_PARTNER);
  await hold([host.page, friend.page]);
  await handOver(host, reply);
  await atTable(host.page, friend.page);
  return { host, friend, link, reply };
}

