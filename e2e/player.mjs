// A player who behaves like a person, for scripts/bench: it reacts only to what is drawn (the
// faces' gestures, the cards' names, the panels' words), and only once it has seen a thing for
// REACT_MS; it swaps toward four of a kind and makes its signal when it holds one; it calls
// Kemps on its partner's signal and, as the lessons teach, stops an opponent who makes again a
// gesture it has read as that team's signal: one a round result named as read just before an
// opponent's Kemps ("Ada read Cleo's head tilt"). It never changes its signal. At the default
// speed it plays three Casual and three Ruthless matches and prints, per level: matches won,
// signals made, signals caught by the opponents, signals answered by the partner, and
// opponents' signals it spotted; then checks the targets: against Casual it wins at least 2
// of 3; against Ruthless at most 1 of 3, and its team is stopped at least once (a Stop Kemps
// that caught its signal, made by it or by its partner, who shares it) in at least 2 of its 3
// matches (exit status 1 when missed).
//   node e2e/player.mjs [matches per level, default 3]
//   (PLAYER_LEVELS=ruthless plays one level; PLAYER_LOG=1 prints each signal and result)
import { fileURLToPath } from 'node:url';
import { launch } from './browser.mjs';
import { serve } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REACT_MS = 600;
const SIGNAL = 'wink';
const PER_LEVEL = Number(process.argv[2] ?? 3);
if (PER_LEVEL === 0) process.exit(0);
const MATCH_LIMIT_MS = 20 * 60_000;
// PLAYER_LOG=1 prints each signal made and each round's headline as they happen.
const log = process.env.PLAYER_LOG ? (...a) => console.log('   ', ...a) : () => {};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** What is drawn now: hand and centre cards, the faces' gestures, which panel is up. */
const look = (page) => page.evaluate(() => {
  const cards = (id) => [...document.querySelectorAll(`[data-testid=${id}] [data-card]`)].map((e) => e.dataset.card);
  const faces = [...document.querySelectorAll('.felt .seat')].map((s) => ({
    seat: s.dataset.seat,
    name: s.querySelector('.name')?.textContent ?? '',
    partner: s.classList.contains('partner'),
    gesture: /\bg-([a-z_]+)/.exec(s.querySelector('.avatar')?.getAttribute('class') ?? '')?.[1] ?? null,
    serial: s.querySelector('.avatar')?.dataset.n ?? '',
  }));
  return {
    hand: cards('hand'),
    centre: cards('centre'),
    faces,
    result: !!document.querySelector('.overlay.result'),
    over: !!document.querySelector('.overlay.match-end'),
    picker: !!document.querySelector('.overlay.picker'),
    countdown: !!document.querySelector('[data-testid=countdown]'),
  };
});

const rank = (card) => card.slice(0, -1);

/**
 * What a round result teaches: "Ada read Cleo's head tilt" (an opponent's Kemps) makes the
 * head tilt a signal of Ada and Cleo, whose partner shares it.
 */
function learn(read, headline, faces) {
  const m = /: (\w+) read (\w+)'s ([a-z ]+)\./.exec(headline);
  if (!m) return;
  const [, reader, owner, gesture] = m;
  const opponents = faces.filter((f) => !f.partner && f.name).map((f) => f.name);
  if (!opponents.includes(reader) || !opponents.includes(owner)) return;
  for (const name of [reader, owner]) {
    if (!read.has(name)) read.set(name, new Set());
    read.get(name).add(gesture.replaceAll(' ', '_'));
  }
}

/** The swap a person would try: a hand card of the rarest rank for a centre card of the commonest. */
function swapToward(hand, centre) {
  const counts = new Map();
  for (const c of hand) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
  const wanted = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const take = centre.findIndex((c) => rank(c) === wanted);
  if (take < 0) return null;
  const give = hand.map((c, i) => [counts.get(rank(c)), i]).filter(([, i]) => rank(hand[i]) !== wanted).sort((a, b) => a[0] - b[0])[0]?.[1];
  return give === undefined ? null : { give, take };
}

const fourOfAKind = (hand) => hand.length === 4 && hand.every((c) => rank(c) === rank(hand[0]));

async function playMatch(browser, level, seed) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${SERVER.url}?seed=${seed}&level=${level}&signal=${SIGNAL}`);
  await page.getByTestId('seed').waitFor();
  const seen = new Map(); // "seat:serial" → first seen at
  let signalled = false;
  // Opponents' signals read from round results: team-mate names → gestures ("head_tilt").
  const read = new Map();
  const headlines = [];
  let made = 0;
  const started = Date.now();
  while (Date.now() - started < MATCH_LIMIT_MS) {
    const now = Date.now();
    const s = await look(page);
    if (s.over) break;
    if (s.result) {
      headlines.push(await page.getByTestId('result-headline').textContent());
      learn(read, headlines.at(-1), s.faces);
      log(`${((Date.now() - started) / 1000).toFixed(1)} s: ${headlines.at(-1)} | ${await page.getByTestId('result-sentence').textContent()}`);
      await sleep(REACT_MS);
      await page.getByRole('button', { name: /^Next round/ }).click().catch(() => {});
      signalled = false;
      seen.clear();
      continue;
    }
    if (s.countdown || s.picker) { await sleep(100); continue; }
    // Faces: a new gesture is noticed when it appears, and acted on REACT_MS later.
    let acted = false;
    for (const f of s.faces) {
      if (!f.gesture) continue;
      const key = `${f.seat}:${f.serial}`;
      if (!seen.has(key)) {
        seen.set(key, now);
        continue;
      }
      if (now - seen.get(key) < REACT_MS || seen.get(`${key}:done`)) continue;
      seen.set(`${key}:done`, true);
      if (f.partner && f.gesture === SIGNAL) {
        await page.getByRole('button', { name: 'Kemps!', exact: true }).click().catch(() => {});
        acted = true;
        break;
      }
      if (!f.partner && read.get(f.name)?.has(f.gesture)) {
        const stop = page.getByRole('button', { name: 'Stop Kemps', exact: true });
        if (await stop.isEnabled().catch(() => false)) {
          await stop.click().catch(() => {});
          const target = page.locator('.overlay.picker .target').filter({ hasText: new RegExp(await page.locator(`.seat[data-seat="${f.seat}"] .name`).textContent()) });
          if (await target.count()) await target.first().click().catch(() => {});
          else await page.keyboard.press('1');
          acted = true;
          break;
        }
      }
    }
    if (acted) { await sleep(REACT_MS); continue; }
    // Cards: signal a four of a kind once; otherwise swap toward one.
    if (fourOfAKind(s.hand)) {
      if (!signalled) {
        await sleep(REACT_MS);
        // Only a button ready now, and a hand still four of a kind: a click that waits for the
        // button, or one after the next round dealt, would signal another hand. A click that
        // does not go through is no signal made.
        const button = page.getByRole('button', { name: /^Make your signal/ });
        // The button first: between rounds it is off while the last hand still shows.
        const ready = await button.isEnabled().catch(() => false);
        const still = ready && fourOfAKind((await look(page)).hand);
        const clicked = still && (await button.click({ timeout: 500 }).then(() => true, () => false));
        signalled = still;
        if (clicked) {
          made += 1;
          log(`${((Date.now() - started) / 1000).toFixed(1)} s: signal made holding ${s.hand.join(' ')}`);
        }
      }
    } else {
      const move = swapToward(s.hand, s.centre);
      if (move) {
        await sleep(REACT_MS);
        await page.locator('[data-testid=hand] [data-card]').nth(move.give).click().catch(() => {});
        await sleep(REACT_MS / 3);
        await page.locator('[data-testid=centre] [data-card]').nth(move.take).click().catch(() => {});
      }
    }
    await sleep(100);
  }
  const over = await page.locator('.overlay.match-end [data-won]').getAttribute('data-won').catch(() => null);
  await context.close();
  return {
    level,
    seed,
    result: over === 'true' ? 'won' : over === 'false' ? 'lost' : 'unfinished',
    rounds: headlines.length,
    made,
    answered: headlines.filter((h) => /read your /.test(h)).length,
    spotted: headlines.filter((h) => /you read Bram's /.test(h)).length,
    caught: headlines.filter((h) => /you caught /.test(h)).length,
    caughtOut: headlines.filter((h) => / caught your /.test(h)).length,
    teamCaught: headlines.filter((h) => / caught (your|Bram's) /.test(h)).length,
  };
}

// KEMPS_DIST serves another copy of the built page (the bench builds dist/ itself).
const SERVER = await serve(process.env.KEMPS_DIST ?? `${ROOT}dist`);
const browser = await launch([], { full: true });
const rows = [];
try {
  for (const level of (process.env.PLAYER_LEVELS ?? 'casual,ruthless').split(',')) {
    for (let i = 0; i < PER_LEVEL; i++) {
      const row = await playMatch(browser, level, 1000 + i);
      rows.push(row);
      console.log(`  ${level} deal ${row.seed}: ${row.result} in ${row.rounds} rounds; signals made ${row.made}, caught ${row.caughtOut} (your team's ${row.teamCaught}), answered ${row.answered}; partner's signals spotted ${row.spotted}; opponents' signals you caught ${row.caught}`);
    }
  }
} finally {
  await browser.close();
  await SERVER.close();
}
const missed = [];
for (const level of ['casual', 'ruthless']) {
  const mine = rows.filter((r) => r.level === level);
  const sum = (k) => mine.reduce((a, r) => a + r[k], 0);
  const won = mine.filter((r) => r.result === 'won').length;
  // Stopped: a Stop Kemps caught your team's signal (yours, or Bram's: partners share it).
  const stoppedIn = mine.filter((r) => r.teamCaught > 0).length;
  console.log(`a person against ${level} bots: won ${won} of ${mine.length}; signals made ${sum('made')}, caught ${sum('caughtOut')} (your team's ${sum('teamCaught')}: stopped in ${stoppedIn} matches), answered ${sum('answered')}; opponents' signals spotted ${sum('caught')}; in ${sum('rounds')} rounds`);
  if (mine.length === 3 && level === 'casual' && won < 2) missed.push(`against casual bots it won ${won} of 3 (target at least 2)`);
  if (mine.length === 3 && level === 'ruthless' && won > 1) missed.push(`against ruthless bots it won ${won} of 3 (target at most 1)`);
  if (mine.length === 3 && level === 'ruthless' && stoppedIn < 2) missed.push(`ruthless bots stopped it in ${stoppedIn} of 3 matches (target at least 2)`);
}
for (const m of missed) console.log(`MISSED: ${m}`);
if (missed.length) process.exitCode = 1;
