// Playing with a friend, with no server (what the friend tests share): a host and a friend in two browser contexts (two
// people, each with their own browser) connect through the page's own buttons and links —
// the invite opened by the friend, the reply opened by the host in another tab or pasted —
// and sit at the same table: the friend's page shows the friend's own hand and the host's
// centre, its presses reach the host's table, and it never receives another seat's hidden
// card. The pages are served under a sub-path, and told to use no STUN server (the two
// contexts are on one machine), so that the tests contact nothing off the page's origin.
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { cards, swapByKeys } from './helpers.mjs';

export const site = servedSite('/games/kemps/');
export const laptop = { viewport: { width: 1280, height: 800 } };
export const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

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

/**
 * Plays a page as a person would until its match ends: makes the team's signal while it
 * holds four of a kind, calls Kemps on its partner's signal, and goes on after each round's
 * result. Gives how many rounds it saw. With `toAResult`, stops at the first round's result
 * (or the match's end), leaving it on the screen.
 */
export async function playToTheEnd(page, limitMs, toAResult = false) {
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
  await friend.screenshot({ path: `${ARTIFACTS}friend-join-${friend.viewportSize().width}.png` });
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

export async function openPages(hostOptions, friendOptions, slow = false) {
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
export async function handOver(host, reply, keep = false) {
  const tab = await host.context.newPage();
  await tab.goto(reply);
  // The tab loads the friend build first: on a loaded machine that takes a while.
  await tab.getByText("Your friend's reply went to your waiting invite").waitFor({ timeout: 30_000 });
  if (!keep) await tab.close();
  return tab;
}

/** Waits for each page's table to open. */
export async function atTable(...pages) {
  await Promise.all(pages.map((p) => p.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 })));
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
 *  before it (`pages`: every page of the table). */
export async function swapAtTable(page, pages) {
  for (let i = 0; i < 20; i++) {
    await pastResults(pages);
    // The next round comes once every person has gone on: a friend's page waits for the host's.
    await page.locator('.overlay.result').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
    if (await swapByKeys(page)) return true;
  }
  return false;
}

/** Taps `locator` on `page`, going on past a round's result that comes up over it first. */
export async function tapPastResults(page, locator) {
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
export async function sameCentre(...pages) {
  let seen = [];
  for (const end = Date.now() + 5_000; Date.now() < end; await new Promise((done) => setTimeout(done, 100))) {
    seen = await Promise.all(pages.map((p) => cards(p, 'centre')));
    if (seen.every((c) => c.join() === seen[0].join())) return;
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
 *  invited, joined, the reply handed over, both tables open. */
export async function seatPartners(speed = 'fast') {
  const { host, friend } = await openPages(phone, phone);
  const link = await invite(host.page, 'Your partner', false, speed);
  const reply = await join(friend.page, link, INVITED_AS_PARTNER);
  await handOver(host, reply);
  await atTable(host.page, friend.page);
  return { host, friend, link, reply };
}

