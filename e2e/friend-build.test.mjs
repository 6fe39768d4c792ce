// Friend play is a second build of the page (scripts/wasm.mjs): a page opens with the build
// that leaves it out, and fetches the one with it only for a friend's table. Playing alone
// downloads nothing of it; "Play with a friend" (home or set-up) opens the friend screen from
// the other build with the set-up chosen; an invitation pasted into an open page opens there
// too; a copy of the game without that build says so. Served under a sub-path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { screenshot } from './browser.mjs';

const site = servedSite('/games/kemps/');
const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** A page whose Wasm and glue requests are listed by file name, `#` for the hash. */
async function open(options = phone) {
  const opened = await site.open(options);
  opened.builds = [];
  opened.page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    if (/\.(js|wasm)$/.test(name) && name !== 'sw.js') opened.builds.push(name.replace(/-[0-9a-f]+(?=(?:_bg)?\.(?:js|wasm)$)/, '-#'));
  });
  // No STUN server: nothing off the page's origin.
  await opened.context.route('**/kemps-ice.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"iceServers":[]}' }));
  return opened;
}

const seatChoices = (page) => page.getByRole('group', { name: "Your friend's seat" }).getByRole('radio');

test('playing alone fetches no friend play; Play with a friend opens it from the other build', async () => {
  const { page, problems, context, builds } = await open();
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play with a friend' }).waitFor();
  assert.deepEqual(builds.sort(), ['kemps-#.js', 'kemps-#_bg.wasm', 'split-#.js'], 'the first build only');
  const { ours, friends } = await page.evaluate(() => ({ ours: document.documentElement.outerHTML.match(/kemps-[0-9a-f]+_bg\.wasm/g), friends: window.kempsFriends }));
  assert.ok(ours && friends?.wasm.startsWith('./friends-'), 'the page names both builds');

  builds.length = 0;
  await page.getByRole('button', { name: 'Play with a friend' }).tap();
  await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  // Every address's page names the first build's two small modules for the browser to fetch
  // early (scripts/wasm.mjs); the first build's Wasm is not fetched for a friend's table.
  assert.deepEqual(builds.sort(), ['friends-#.js', 'friends-#_bg.wasm', 'kemps-#.js', 'split-#.js'], 'the build with friend play, fetched now');
  assert.equal(await seatChoices(page).count(), 3, 'the last set-up: a table of 4');
  const address = () => new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash;
  assert.equal(address(), '/games/kemps/?friend', 'the address is `?friend` alone: a reload comes back here, the deal is off it');
  await page.reload();
  await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  // Home, then a match: the build with friend play plays alone as well.
  await page.getByRole('button', { name: 'Home' }).tap();
  await page.waitForFunction(() => location.search === '');
  assert.equal(address(), '/games/kemps/', 'home: the address is plain again');
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByRole('button', { name: 'Start' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("the set-up's match goes to the friend screen whole: its table and bots", async () => {
  const { page, problems, context } = await open();
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByText('Change the rules, table, bots, speed or deal').tap();
  await page.getByRole('radio', { name: '8 players' }).check();
  await page.getByRole('radio', { name: /^Ruthless/ }).check();
  await page.getByRole('radio', { name: 'Fast', exact: true }).check();
  await page.getByRole('button', { name: 'Play it with a friend' }).tap();
  await page.getByRole('heading', { name: 'Play with a friend' }).waitFor();
  assert.equal(await seatChoices(page).count(), 7, 'a table of 8');
  // The invitation made there carries the set-up's rules and bots.
  await seatChoices(page).first().check();
  await page.getByRole('button', { name: 'Make the invite' }).tap();
  const link = await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue({ timeout: 15_000 });
  assert.match(link, /#join=[0-9A-Z]+$/);

  // The invitation pasted into the address bar of a page playing alone: that page loads the
  // build with friend play and shows it.
  const other = await open();
  await other.page.goto(site.url);
  await other.page.getByRole('button', { name: 'Play with a friend' }).waitFor();
  await other.page.evaluate((hash) => { location.hash = hash; }, new URL(link).hash);
  await other.page.getByRole('heading', { name: "You're invited to a table" }).waitFor();
  assert.match(await other.page.locator('.invitation').textContent(), /table of 8: Classic rules, Ruthless bots\.$/);
  assert.ok(other.builds.includes('friends-#_bg.wasm'));
  assert.deepEqual([...problems, ...other.problems], []);
  await other.context.close();
  await context.close();
});

test('a copy of the game without the friend build says so, and everything else plays', async () => {
  const { page, problems, context } = await open();
  // The page as a host would serve it without scripts/wasm.mjs's build with friend play.
  await page.route(/\/games\/kemps\/(index\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\{"?js"?:"[^"]*","?wasm"?:"[^"]*"\}/, '"KEMPS_FRIENDS"');
    await route.fulfill({ response, body: html });
  });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Play with a friend' }).tap();
  const said = page.getByRole('alert');
  await said.waitFor();
  assert.match(await said.textContent(), /^Playing with a friend is not part of this copy of Kemps/);
  await screenshot(page, `${ARTIFACTS}friend-build-missing-360.png`);
  await page.getByRole('button', { name: 'Home' }).tap();
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.getByRole('button', { name: 'Start' }).waitFor();
  assert.equal(new URL(page.url()).search, '', 'the page stayed where it was');
  assert.deepEqual(problems, []);
  await context.close();
});
