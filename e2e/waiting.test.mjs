// Friends at any pace: an invite and a reply sent through a chat and opened long after they
// were made still bring both pages to the table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS } from './suite.mjs';
import { hold, runTogether } from './clock.mjs';
import { phone, invite, join, openPages, handOver, atTable, INVITED_AS_PARTNER } from './friends.mjs';
import { screenshot } from './browser.mjs';

/**
 * On a friend's page: every connection the page makes, on `window.__made`, and
 * `window.__giveUp()`, which tells the page that the browser gave up on its last one (its
 * state `failed`, as a browser says after some 220 s of a reply nobody opens: too long for
 * the suite to wait for).
 */
const CONNECTIONS = () => {
  window.__made = [];
  const Real = window.RTCPeerConnection;
  window.RTCPeerConnection = function (...args) {
    const pc = new Real(...args);
    window.__made.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Real.prototype;
  window.RTCPeerConnection.generateCertificate = (...a) => Real.generateCertificate(...a);
  window.__giveUp = () => {
    const pc = window.__made.at(-1);
    Object.defineProperty(pc, 'connectionState', { value: 'failed', configurable: true });
    pc.dispatchEvent(new Event('connectionstatechange'));
  };
  /** What the other page checks the connection by: its ICE credentials and its certificate's fingerprint. */
  window.__credentials = () => window.__made.map((pc) => {
    const sdp = pc.localDescription?.sdp ?? '';
    return ['ice-ufrag', 'ice-pwd', 'fingerprint'].map((key) => sdp.match(new RegExp(`a=${key}:(\\S+)`))?.[1] ?? null);
  });
};

const MINUTE = 60_000;

test('an invite opened 30 minutes after it was made, and a reply opened 10 minutes after, the browser having given up on it meanwhile, reach the table on both pages', { timeout: 180_000 }, async () => {
  const { host, friend } = await openPages(phone, phone);
  await friend.context.addInitScript(CONNECTIONS);
  const link = await invite(host.page, 'Your partner');
  const hostWaits = host.page.getByTestId('waiting-for');
  assert.equal(await hostWaits.textContent(), "Waiting for your friend's reply. The invite stays good for as long as this page is open.");
  await host.page.getByRole('button', { name: 'Stop waiting' }).waitFor();
  // Half an hour of the host's page's time before the friend opens the invite.
  await hold([host.page]);
  await runTogether([host.page], 30 * MINUTE, 30_000);
  assert.equal(await hostWaits.isVisible(), true, 'the invite still waits');

  const reply = await join(friend.page, link, INVITED_AS_PARTNER);
  const friendWaits = friend.page.getByTestId('waiting-for');
  assert.equal(await friendWaits.textContent(), 'Waiting for Sam to open your reply. It stays good for as long as this page is open.');
  await friend.page.getByRole('button', { name: 'Stop waiting' }).waitFor();
  await screenshot(friend.page, `${ARTIFACTS}friend-reply-waits-360.png`);

  // The browser gives up on the friend's connection: the page answers again, with the reply
  // it sent (the same credentials and certificate), and still waits.
  await friend.page.waitForFunction(() => window.__made.length === 1 && window.__made[0].localDescription);
  await friend.page.evaluate(() => window.__giveUp());
  await friend.page.waitForFunction(() => window.__made.length === 2 && window.__made[1].localDescription, null, { timeout: 20_000 });
  const [first, again] = await friend.page.evaluate(() => window.__credentials());
  assert.ok(first.every(Boolean), `the reply's credentials: ${first}`);
  assert.deepEqual(again, first, 'answered again with the same ICE credentials and certificate');
  assert.equal(await friend.page.getByTestId('friend-status').textContent(), 'Send this reply link back to Sam. The table opens once they have opened it and everyone invited has joined.');
  assert.equal(await friendWaits.isVisible(), true, 'the reply still waits');

  // Ten minutes of both pages' time before the host opens the reply.
  const pages = [host.page, friend.page];
  await hold([friend.page]);
  await runTogether(pages, 10 * MINUTE, 30_000);
  await handOver(host, reply);
  await atTable(host.page, friend.page);
  const states = await friend.page.evaluate(() => window.__made.map((pc) => [pc.signalingState, pc.connectionState]));
  assert.deepEqual(states, [['closed', 'failed'], ['stable', 'connected']], 'the table opened on the connection made again, the first one closed');
  assert.deepEqual(host.problems, []);
  assert.deepEqual(friend.problems, []);
  await host.context.close();
  await friend.context.close();
});

test('Stop waiting gives up: the friend\'s page closes its connection and goes home, and so does the host\'s', { timeout: 120_000 }, async () => {
  const { host, friend } = await openPages(phone, phone);
  await friend.context.addInitScript(CONNECTIONS);
  const link = await invite(host.page, 'Your partner');
  await join(friend.page, link, INVITED_AS_PARTNER);
  await friend.page.waitForFunction(() => window.__made.length === 1 && window.__made[0].localDescription);
  await friend.page.getByRole('button', { name: 'Stop waiting' }).tap();
  await friend.page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  assert.equal(await friend.page.evaluate(() => window.__made[0].signalingState), 'closed', "the reply's connection is closed");
  await host.page.getByRole('button', { name: 'Stop waiting' }).tap();
  await host.page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await host.page.waitForFunction(() => location.search === '', null, { timeout: 5_000 });
  assert.deepEqual(host.problems, []);
  assert.deepEqual(friend.problems, []);
  await host.context.close();
  await friend.context.close();
});
