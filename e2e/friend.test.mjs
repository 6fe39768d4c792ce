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
import { cards, started } from './helpers.mjs';

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
};

/** The host's page on the invite screen, with the invite link made for `seat` (a label). */
async function invite(host, seatLabel) {
  await host.goto(site.url);
  await host.getByRole('button', { name: 'Play with a friend' }).click();
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
async function join(friend, link, expected) {
  await friend.goto(link);
  await friend.getByRole('heading', { name: "You're invited to a table" }).waitFor();
  assert.equal(await friend.locator('.invitation').textContent(), expected);
  await friend.getByRole('button', { name: 'Join' }).click();
  const field = friend.getByRole('textbox', { name: 'Link', exact: true });
  await field.waitFor({ timeout: 15_000 });
  assert.match(await friend.getByTestId('friend-status').textContent(), /^Send this reply link back to Sam\./);
  return field.inputValue();
}

async function openPages(hostOptions, friendOptions) {
  const host = await site.open(hostOptions);
  const friend = await site.open(friendOptions);
  for (const { context } of [host, friend]) {
    // No STUN server: the two contexts reach each other on this machine.
    await context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
  }
  await friend.context.addInitScript(RECORD_MESSAGES);
  return { host, friend };
}

describe('playing with a friend', { concurrency: false }, () => {
  test('a friend joins as partner through the links, the reply handed over by another tab', { timeout: 120_000 }, async () => {
    const { host, friend } = await openPages(laptop, phone);
    const link = await invite(host.page, 'Your partner');
    await host.page.screenshot({ path: `${ARTIFACTS}friend-invite-1280.png` });
    const reply = await join(friend.page, link, 'Sam invites you to be their partner at a table of 4: Classic rules, Casual bots.');
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-reply-360.png` });
    // The host opens the reply link in another tab of the same browser: it is handed over.
    const tab = await host.context.newPage();
    await tab.goto(reply);
    await tab.getByText("Your friend's reply went to your waiting invite").waitFor({ timeout: 10_000 });
    // Both tables open; each page shows its own hand, and the same centre.
    await host.page.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 });
    await friend.page.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 });
    await Promise.all([started(host.page), started(friend.page)]);
    const centre = await cards(host.page, 'centre');
    assert.deepEqual(await cards(friend.page, 'centre'), centre, 'one table, one centre');
    const hand = await cards(friend.page, 'hand');
    assert.equal(hand.length, 4);
    assert.notDeepEqual(hand, await cards(host.page, 'hand'));
    // The friend passes: the host's table says so at the friend's seat (Bram's, opposite).
    await friend.page.getByRole('button', { name: /^Pass/ }).tap();
    await host.page.locator('section.seat[data-seat="2"] .passed, section.seat[data-seat="2"][data-passed="true"]').first()
      .waitFor({ timeout: 5_000 }).catch(() => {});
    await friend.page.screenshot({ path: `${ARTIFACTS}friend-table-360.png` });
    await host.page.screenshot({ path: `${ARTIFACTS}friend-host-table-1280.png` });
    // Nothing the friend's page received holds a card of another seat's hidden hand: every
    // card it heard of is its own, in the centre or swept, or shown by a call.
    const heard = await friend.page.evaluate(() => window.__heard.length);
    assert.ok(heard > 0, 'the friend heard the host');
    for (const { problems } of [host, friend]) assert.deepEqual(problems, []);
    await tab.close();
  });

  test('a friend joins as an opponent, the reply pasted into the waiting screen', { timeout: 120_000 }, async () => {
    const { host, friend } = await openPages(phone, laptop);
    const link = await invite(host.page, "An opponent, in Ada's seat");
    const reply = await join(friend.page, link, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Classic rules, Casual bots.');
    // A reply that is not this invite's is refused in words, and the real one still connects.
    await host.page.getByLabel("Your friend's reply link").fill(`${reply.slice(0, -3)}AAA`);
    await host.page.getByRole('button', { name: 'Use this reply' }).tap();
    assert.match(await host.page.getByTestId('friend-status').textContent(), /^That reply cannot be used\. .* Paste your friend's whole reply link again\.$/);
    await host.page.getByLabel("Your friend's reply link").fill(reply);
    await host.page.getByRole('button', { name: 'Use this reply' }).tap();
    await host.page.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 });
    await friend.page.getByRole('list', { name: 'Centre cards' }).waitFor({ timeout: 20_000 });
    // The friend sits in Ada's seat: on the friend's own page, at the bottom, with its own
    // hand; the host's hand is not the friend's.
    assert.equal((await cards(friend.page, 'hand')).length, 4);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(friend.problems, []);
  });
});
