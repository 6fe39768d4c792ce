// Several friends at one table, each on a page of their own (see friends.mjs): two friends
// at a table of four for a whole match, and a whole party, three friends at a table of six.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS } from './suite.mjs';
import { boxes, cards } from './helpers.mjs';
import { hold, runTogether } from './clock.mjs';
import {
  site,
  phone,
  STEP,
  RECORD_MESSAGES,
  RECORD_DRAWN,
  openPage,
  playToTheEnd,
  started,
  waitOn,
  invite,
  join,
  cardsHeard,
  hiddenCardsStayed,
  handOver,
  atTable,
  swapAtTable,
  tapPastResults,
  sameCentre,
} from './friends.mjs';
import { screenshot } from './browser.mjs';

/** Every card `page` shows, by where: its hand, the centre, and any other place (a seat). */
const cardsShown = (page) => page.evaluate(() => {
  const shown = { hand: [], centre: [], elsewhere: [] };
  for (const el of document.querySelectorAll('[data-card]')) {
    const where = el.closest('[data-testid=hand]') ? 'hand' : el.closest('[data-testid=centre]') ? 'centre' : 'elsewhere';
    shown[where].push(el.dataset.card);
  }
  return shown;
});

describe('several friends at one table', () => {
  test('a host invites two friends, the partner and an opponent, each through their own invite, and all three play a whole match', { timeout: 600_000 }, async () => {
    // Each page's clock follows real time until the friends have made their replies, then
    // it is the test's (see friends.mjs); no STUN server.
    const host = await openPage(phone);
    const partner = await openPage(phone);
    const opponent = await openPage(phone);
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
    await screenshot(page, `${ARTIFACTS}friends-waiting-two-360.png`, { fullPage: true });
    // Each friend opens their own invite and joins.
    const fromPartner = await join(partner.page, toPartner, 'Sam invites you to be their partner at a table of 4: Hearts rules, Ruthless bots.', 'Mia');
    const fromOpponent = await join(opponent.page, toOpponent, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Hearts rules, Ruthless bots.');
    // From here on, the pages' clocks are the test's (see friends.mjs).
    const pages = [page, partner.page, opponent.page];
    await hold(pages);
    // The opponent's reply, pasted into the partner's row, goes to the opponent's invite
    // (the number it carries); the partner's waits on.
    await rows.nth(0).getByLabel("Your friend's reply link").fill(fromOpponent);
    await rows.nth(0).getByRole('button', { name: 'Use this reply' }).tap();
    await waitOn(pages, rows.nth(1).getByText(/^Connect/), { timeout: 10_000, pace: true });
    assert.match(await rows.nth(0).getByTestId('friend-status').textContent(), /^Send this invite/);
    await waitOn(pages, opponent.page.getByText('Connected to Sam. Waiting for the table…'), { timeout: 10_000, pace: true });
    assert.equal(await page.getByRole('list', { name: 'Centre cards' }).count(), 0, 'the table waits for every friend');
    await screenshot(page, `${ARTIFACTS}friends-one-connected-360.png`, { fullPage: true });
    // The partner's reply, opened in another tab of the host's browser, is handed over.
    await handOver(host, fromPartner);
    await atTable(...pages);
    await started(pages);
    await sameCentre(page, partner.page, opponent.page);
    // The partner's reply gave their name: the host's page and the other friend's call
    // their seat by it (on the host's page, the team too); the opponent gave none and
    // keeps their seat's name, Ada.
    const names = await Promise.all(pages.map((p) => p.locator('section.seat .name').allTextContents()));
    assert.deepEqual(names[0].toSorted(), ['Ada', 'Cleo', 'Mia'], `the host's page: ${names[0]}`);
    assert.deepEqual(names[1].toSorted(), ['Ada', 'Cleo', 'Sam'], `the partner's page: ${names[1]}`);
    assert.deepEqual(names[2].toSorted(), ['Cleo', 'Mia', 'Sam'], `the opponent's page: ${names[2]}`);
    await waitOn(pages, page.getByText('You & Mia').first(), { timeout: 5_000 });
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
    for (const p of pages) await waitOn(pages, p.locator('.overlay.pause'), { timeout: 10_000 });
    await opponent.page.locator('.overlay.pause button.primary').tap();
    for (const p of pages) await waitOn(pages, p.locator('.overlay.pause'), { state: 'detached', timeout: 10_000 });
    await screenshot(partner.page, `${ARTIFACTS}friends-partner-table-360.png`);
    await screenshot(opponent.page, `${ARTIFACTS}friends-opponent-table-360.png`);
    await screenshot(page, `${ARTIFACTS}friends-host-table-360.png`);
    // The host pauses, and the opponent's page closes meanwhile: the partner's page is told,
    // and counts one friend fewer. The opponent opens the same invite again and comes back
    // into the pause; the partner's page says so and counts them again.
    await tapPastResults(page, page.getByRole('button', { name: 'Pause', exact: true }), pages);
    for (const p of pages) await waitOn(pages, p.locator('.overlay.pause'), { timeout: 10_000 });
    // (A page that goes closes its connections: the others hear it at once, not after the
    // seconds of silence that a dropped connection takes to be noticed.)
    await opponent.page.close();
    pages.pop();
    await waitOn(pages, partner.page.getByText('Ada left the table: a bot plays that seat now.').first(), { state: 'attached', timeout: 5_000, pace: true });
    assert.match(await partner.page.getByTestId('friend-link').textContent(), /^With a friend/);
    const again = await opponent.context.newPage();
    again.on('pageerror', (e) => opponent.problems.push(e.message));
    const back = await join(again, toOpponent, 'Sam invites you to play against them, with a bot as your partner, at a table of 4: Hearts rules, Ruthless bots.');
    await hold([again]);
    await handOver(host, back);
    pages.push(again);
    // (The host's and the partner's tables are open: their pages run with the opponent's
    // while it connects.)
    await atTable(again, page, partner.page);
    await waitOn(pages, partner.page.getByText('Ada is back at the table.').first(), { state: 'attached', timeout: 10_000, pace: true });
    assert.match(await partner.page.getByTestId('friend-link').textContent(), /^With 2 friends/);
    await waitOn(pages, again.locator('.overlay.pause'), { timeout: 10_000 });
    opponent.page = again;
    pages[2] = again;
    await page.locator('.overlay.pause button.primary').tap();
    for (const p of pages) await waitOn(pages, p.locator('.overlay.pause'), { state: 'detached', timeout: 10_000 });
    // The whole match, all three playing; partners read the same end, the opponent the other.
    await playToTheEnd(pages, 540_000);
    const ends = await Promise.all(pages.map((p) => p.locator('.overlay.match-end h2').first().textContent()));
    assert.equal(ends[0], ends[1], 'partners read the same end');
    assert.notEqual(ends[0], ends[2], 'the opponent reads the other');
    for (const p of [partner.page, opponent.page]) await hiddenCardsStayed(p);
    // The host leaves: both friends are told.
    await page.getByRole('button', { name: 'Home' }).tap();
    for (const p of [partner.page, opponent.page]) {
      await waitOn(pages, p.getByText(/left the table|the host left/).first(), { state: 'attached', timeout: 10_000, pace: true });
    }
    for (const { problems } of [host, partner, opponent]) assert.deepEqual(problems, []);
  });

  test('the host and three friends at a table of six play a round to its result on all four pages, and no page hears another seat\'s hidden card', { timeout: 180_000 }, async () => {
    // Each page's clock follows real time until the friends have made their replies, then
    // it is the test's (see friends.mjs); no STUN server.
    const host = await openPage(phone);
    const friends = [await openPage(phone), await openPage(phone), await openPage(phone)];
    for (const { context } of friends) {
      await context.addInitScript(RECORD_MESSAGES);
      await context.addInitScript(RECORD_DRAWN);
    }
    // The host sets up a table of six (Classic rules, Ruthless bots, fast, a fixed deal) and
    // invites three friends: the partner, then two opponents who are each other's partners,
    // so that the bots play the third team.
    const page = host.page;
    await page.goto(`${site.url}?speed=fast`);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByText('Change the rules, table, bots, speed or deal').click();
    await page.getByRole('radio', { name: '6 players', exact: true }).check();
    await page.getByRole('radio', { name: /^Ruthless/ }).check();
    await page.getByRole('radio', { name: 'Fast', exact: true }).check();
    await page.getByRole('textbox', { name: /Deal code/ }).fill('0000-001A');
    await page.getByRole('button', { name: 'Play it with a friend' }).click();
    await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
    const seats = page.getByTestId('friend-seat');
    await page.getByRole('button', { name: 'Add a friend' }).tap();
    await page.getByRole('button', { name: 'Add a friend' }).tap();
    assert.equal(await seats.count(), 3);
    // The first friend is the partner (Cleo's seat); the second and third, as added, Ada's
    // and Bram's. The third moves to Dev's, Ada's partner's: the bots play Bram's team.
    assert.ok(await seats.nth(0).getByRole('radio', { name: 'Your partner' }).isChecked());
    assert.ok(await seats.nth(1).getByRole('radio', { name: "An opponent, in Ada's seat" }).isChecked());
    assert.ok(await seats.nth(2).getByRole('radio', { name: "An opponent, in Bram's seat" }).isChecked());
    assert.equal(await page.getByRole('button', { name: 'Add a friend' }).count(), 1, 'two seats left to add a friend to');
    await seats.nth(2).getByRole('radio', { name: "An opponent, in Dev's seat" }).check();
    await page.getByLabel('Your name, as your friend will read it').fill('Sam');
    await page.getByRole('button', { name: 'Make the invites' }).tap();
    const rows = page.getByTestId('invite');
    const links = page.getByRole('textbox', { name: 'Link', exact: true });
    await links.nth(2).waitFor({ timeout: 30_000 });
    const invites = [await links.nth(0).inputValue(), await links.nth(1).inputValue(), await links.nth(2).inputValue()];
    assert.equal(new Set(invites).size, 3, 'an invite of its own for each friend');
    assert.deepEqual(await rows.evaluateAll((els) => els.map((e) => e.dataset.seat)), ['3', '1', '4']);
    // Each friend opens their own invite and joins, giving a name.
    const names = ['Mia', 'Noor', 'Theo'];
    const said = [
      'Sam invites you to be their partner at a table of 6: Classic rules, Ruthless bots.',
      'Sam invites you to play against them, with another friend invited as your partner, at a table of 6: Classic rules, Ruthless bots.',
      'Sam invites you to play against them, with another friend invited as your partner, at a table of 6: Classic rules, Ruthless bots.',
    ];
    const replies = [];
    for (const [i, friend] of friends.entries()) replies.push(await join(friend.page, invites[i], said[i], names[i]));
    // From here on, the pages' clocks are the test's (see friends.mjs).
    const pages = [page, ...friends.map((f) => f.page)];
    await hold(pages);
    // The partner's reply is opened in another tab of the host's browser; the others are
    // pasted into the waiting screen, each into its own friend's row.
    await handOver(host, replies[0]);
    for (const i of [1, 2]) {
      await rows.nth(i).getByLabel("Your friend's reply link").fill(replies[i]);
      await rows.nth(i).getByRole('button', { name: 'Use this reply' }).tap();
    }
    await atTable(...pages);
    await started(pages);
    await sameCentre(...pages);
    // Every page names the other five at the table: each friend by the name they gave, the
    // host by the invite's, the bots by their seats; each counts three friends.
    const people = ['Sam', ...names];
    const everyone = [...people, 'Bram', 'Edda'];
    for (const [i, p] of pages.entries()) {
      const named = await p.locator('section.seat .name').allTextContents();
      assert.deepEqual(named.toSorted(), everyone.filter((n) => n !== people[i]).toSorted(), `${people[i]}'s page: ${named}`);
      assert.match(await p.getByTestId('friend-link').textContent(), /^With 3 friends/, `${people[i]}'s page`);
    }
    // Each page shows its own seat's hand, four cards no other page holds, and no card of
    // any other seat: every card on it is in its hand or the centre.
    const shown = await Promise.all(pages.map(cardsShown));
    for (const [i, { hand, centre, elsewhere }] of shown.entries()) {
      assert.equal(hand.length, 4, `${people[i]}'s hand: ${hand}`);
      assert.deepEqual(elsewhere, [], `${people[i]}'s page shows no other seat's card`);
      assert.equal(centre.join(), shown[0].centre.join(), 'one centre');
    }
    const held = shown.flatMap((s) => s.hand);
    assert.equal(new Set([...held, ...shown[0].centre]).size, held.length + shown[0].centre.length, `four hands of their own: ${shown.map((s) => s.hand)}`);
    await screenshot(friends[1].page, `${ARTIFACTS}party4-friend-table-360.png`);
    // Each friend's swap, by keys, is taken at the host's table (past a round's result that
    // comes first).
    for (const { page: p } of friends) assert.ok(await swapAtTable(p, pages), "a friend's swap is taken at the host's table");
    // A round played to its result, all four playing as people would (signals on four of a
    // kind, Kemps on the partner's signal); each page shows the result, and stays on it.
    await playToTheEnd(pages, 300_000, true);
    for (const [i, p] of pages.entries()) {
      assert.ok(await p.locator('.overlay.result').isVisible(), `${people[i]}'s page shows the round's result`);
      assert.notEqual((await p.locator('.overlay.result h2').textContent()).trim(), '', `${people[i]}'s page says how the round went`);
    }
    await screenshot(friends[1].page, `${ARTIFACTS}party4-friend-result-360.png`);
    // What each friend's page was sent, decoded: every card named in it is one the page
    // showed (its hands, the centres, a hand a call showed), its first hand among them.
    // (Two steps more first: what the host sent in the last step is heard.)
    await runTogether(pages, 2 * STEP, STEP);
    for (const [i, { page: p }] of friends.entries()) {
      const heard = await cardsHeard(p);
      for (const card of shown[i + 1].hand) assert.ok(heard.includes(card), `${names[i]}'s page heard of its own first hand (${card}): the messages are read`);
      await hiddenCardsStayed(p);
    }
    // The check fails on a card the page never showed: the host's first hand, named in one
    // more message heard, is caught (and taken out again).
    const partner = friends[0].page;
    const drawn = await partner.evaluate(() => [...window.__drawn]);
    const hostsHidden = shown[0].hand.find((card) => !drawn.includes(card));
    assert.ok(hostsHidden, "a card of the host's first hand the partner never saw");
    await partner.evaluate((card) => window.__heard.push(btoa(`\x04\x02${card}`)), hostsHidden);
    await assert.rejects(hiddenCardsStayed(partner), /a card the friend never saw was sent to it/);
    await partner.evaluate(() => window.__heard.pop());
    for (const { problems } of [host, ...friends]) assert.deepEqual(problems, []);
  });
});
