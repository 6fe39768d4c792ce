// Whole matches against the release build, as a person plays them: by keyboard alone and by
// touch alone on a phone; reduced motion and captions. (Layouts: layout.test.mjs.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ARTIFACTS, servedSite } from './suite.mjs';
import { tabTo, chooseRadio, playToTheEnd, boxes, sticking, settled, saidTwice } from './helpers.mjs';
import { drive, runAtMost, runFor, runUntil, untilStarted } from './clock.mjs';
import { screenshot } from './browser.mjs';


const site = servedSite();

// Every page here runs on its own clock, driven by the test (see clock.mjs): a whole match
// takes the time its frames take to draw.
describe('whole matches', () => {
  test('a whole match played with the keyboard alone, with a Kemps called on the partner\'s signal', { timeout: 300_000 }, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
    await page.goto(site.url);
    // Home → Settings: captions, on for a newcomer's first match and shown so; set off,
    // then on again, by the keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Settings' }));
    await page.keyboard.press('Enter');
    const captions = page.getByRole('checkbox', { name: /Gesture captions/ });
    assert.equal(await captions.isChecked(), true, 'a newcomer\'s first match has captions');
    await tabTo(page, captions);
    await page.keyboard.press('Space');
    assert.equal(await captions.isChecked(), false);
    await page.keyboard.press('Space');
    assert.equal(await captions.isChecked(), true);
    await tabTo(page, page.getByRole('button', { name: '← Back' }));
    await page.keyboard.press('Enter');
    // Home → Play → set up: fast, casual bots, wink, deal 42.
    await tabTo(page, page.getByRole('button', { name: 'Play', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.locator('summary', { hasText: 'Change the rules, table, bots, speed or deal' }));
    await page.keyboard.press('Enter');
    const fast = page.getByRole('radio', { name: 'Fast', exact: true });
    await chooseRadio(page, fast);
    assert.equal(await fast.isChecked(), true);
    const casual = page.getByRole('radio', { name: /^Casual/ });
    await chooseRadio(page, casual);
    assert.equal(await casual.isChecked(), true);
    const deal = page.getByRole('textbox', { name: /Deal code/ });
    await tabTo(page, deal);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0000-001A'); // the code of deal 42
    await tabTo(page, page.getByRole('button', { name: 'Start the match' }));
    await page.keyboard.press('Enter');
    await page.getByTestId('seed').waitFor();
    assert.equal(await page.getByTestId('seed').getAttribute('data-seed'), '42');
    assert.equal(await page.getByTestId('seed').textContent(), '0000-001A');
    assert.ok(new URL(page.url()).hash.length > 8, 'the game is in the address');

    const { results, headline } = await playToTheEnd(page, { act: 'keyboard', signal: 'wink', screenshot: `${ARTIFACTS}table-desktop.png` });
    const mine = results.filter((r) => r.sentence?.startsWith('You called Kemps! — and Bram held four'));
    assert.ok(mine.length >= 1, `a correct Kemps by you on your partner's signal: ${JSON.stringify(results)}`);
    assert.match(headline, /win|lose|over/);
    await settled(page, '.overlay.match-end');
    await screenshot(page, `${ARTIFACTS}match-end-desktop.png`);
    // The match statistics and the signal review.
    assert.ok((await page.locator('.signal-review tbody tr').count()) >= results.length - 1);
    assert.match(await page.locator('.stats').first().textContent(), /Kemps called\s*[1-9]\d* right/);
    assert.deepEqual(problems, []);
    done();
  });

  test('a whole match played by touch alone on a 360×640 phone', { timeout: 300_000 }, async () => {
    const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true }, { driven: true });
    await page.goto(`${site.url}?seed=42&speed=fast&level=casual`);
    await page.getByTestId('seed').waitFor();
    // Touch targets are at least 44 px.
    for (const b of await boxes(page, '.action-bar button, .table-menu button, [data-testid=hand] button, [data-testid=centre] button')) {
      assert.ok(b.width >= 44 && b.height >= 44, `a touch target of ${b.width}×${b.height}`);
    }
    assert.equal(await page.locator('kbd:visible').count(), 0, 'no key hints on a touch screen');
    await screenshot(page, `${ARTIFACTS}table-phone.png`, { fullPage: true });
    const { results } = await playToTheEnd(page, { act: 'pointer', signal: 'wink', resultShot: `${ARTIFACTS}round-result-phone.png` });
    assert.ok(results.some((r) => r.sentence?.startsWith('You called Kemps! — and Bram held four')), JSON.stringify(results));
    // Each round is told from your side first, naming the signal read or caught.
    const rounds = results.filter((r) => r.result !== 'final');
    for (const r of rounds) {
      assert.match(r.headline, /^(You won the round|You lost the round)(: .+)?\.$|^A real deal\.$/, JSON.stringify(r));
      // Nothing is said twice: the headline, the sentence and the score each say their own.
      const lines = [r.headline, r.sentence, r.score].filter(Boolean);
      for (const [i, a] of lines.entries()) for (const b of lines.slice(i + 1)) assert.equal(saidTwice(a, b), null, JSON.stringify(r));
    }
    assert.ok(rounds.some((r) => r.headline === "You won the round: you read Bram's wink."), JSON.stringify(rounds));
    assert.deepEqual(await sticking(page), [], 'no horizontal scrolling');
    await settled(page, '.overlay.match-end');
    await screenshot(page, `${ARTIFACTS}match-end-phone.png`);
    assert.deepEqual(problems, []);
    done();
  });
});

test('reduced motion turns gestures into still poses, and captions say them', { timeout: 120_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }, { driven: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await page.getByRole('checkbox', { name: /Reduced motion/ }).isChecked(), true, 'on by default when the system asks');
  await page.getByRole('checkbox', { name: /Gesture captions/ }).check();
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByText('Change the rules, table, bots, speed or deal').click();
  await page.getByRole('radio', { name: 'Fast', exact: true }).check();
  // Everything the live region says, from the start (it holds the last few announcements).
  await page.evaluate(() => {
    window.__announced = [];
    new MutationObserver(() => {
      const said = document.querySelector('[data-testid=announce]')?.textContent;
      if (said) window.__announced.push(said);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Start the match' }).click();
  // The table's code comes over the network: its clock runs once it is there.
  await untilStarted(page);
  // The deal is a fresh one: a round may end before anyone at the table makes a gesture.
  const caption = page.getByTestId('caption').first();
  for (let ran = 0; !(await caption.isVisible());) {
    assert.ok(ran < 90_000, 'a gesture with its caption within 90 s');
    const next = page.getByRole('button', { name: /^Next round/ });
    if (await next.isVisible()) await next.click();
    ran += (await runAtMost(page, () => document.querySelector('[data-testid=caption]')?.checkVisibility()
      || [...document.querySelectorAll('button')].some((b) => /^Next round/.test(b.textContent) && b.checkVisibility()), { within: 90_000 - ran })) ?? 90_000;
  }
  const text = await caption.textContent();
  assert.match(text, /^(You|Ada|Bram|Cleo) (winks|tugs an ear|scratches their nose|strokes their chin|raises an eyebrow|taps the table|smooths their hair|shrugs|yawns|bites their lip|tilts their head|coughs)$/);
  const seat = caption.locator('xpath=ancestor::section[contains(@class,"seat")]');
  const animations = await seat.locator('.avatar, .avatar *').evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName));
  assert.ok(animations.length > 1 && animations.every((a) => a === 'none'), 'nothing moves');
  // The still face against the same face with motion, its gesture frozen at rest and at the
  // peak: every part's transform (as a matrix) and opacity.
  const pose = await seat.locator('.avatar').evaluate((svg) => {
    const round = (v) => (Math.round(v * 1000) / 1000 + 0).toFixed(3); // + 0: -0 reads as 0
    const look = () => [...svg.querySelectorAll('*')].map((e) => {
      const { a, b, c, d, e: x, f: y } = new DOMMatrix(getComputedStyle(e).transform);
      return `${[a, b, c, d, x, y].map(round).join(' ')} ${getComputedStyle(e).opacity}`;
    });
    const still = look();
    const table = svg.closest('.reduced-motion');
    table.classList.remove('reduced-motion');
    const frozen = (at) => {
      for (const a of svg.getAnimations({ subtree: true })) {
        const t = a.effect.getComputedTiming();
        a.pause();
        a.currentTime = t.delay + t.duration * at;
      }
      return look();
    };
    const [rest, peak] = [frozen(0), frozen(0.5)];
    table.classList.add('reduced-motion');
    return { still, rest, peak };
  });
  assert.deepEqual(pose.still, pose.peak, 'the face holds the gesture at its peak');
  assert.notDeepEqual(pose.still, pose.rest, 'the pose is not the face at rest');
  const posed = await seat.locator('.avatar').getAttribute('class');
  assert.match(posed, /\bg-[a-z_]+/, 'the pose shows which gesture');
  const announced = await page.evaluate(() => window.__announced);
  assert.ok(announced.some((said) => said.includes(text)), `the live region says the gesture too: ${JSON.stringify(announced.slice(-5))}`);
  await screenshot(page, `${ARTIFACTS}reduced-motion-captions.png`);
  assert.deepEqual(problems, []);
  done();
});

test("captions unticked in Settings stay off, a newcomer's first match included", { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Settings' }).click();
  const captions = page.getByRole('checkbox', { name: /Gesture captions/ });
  assert.equal(await captions.isChecked(), true, 'shown on: the first match would caption');
  await captions.uncheck();
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByTestId('seed').waitFor();
  assert.doesNotMatch(await page.locator('.table-page').getAttribute('class'), /\bcaptions\b/, 'as Settings says');
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  assert.equal(await captions.isChecked(), false, 'the choice is remembered');
  assert.deepEqual(problems, []);
  done();
});

test('hiding the tab pauses the game; showing it again resumes after a countdown', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=11&speed=fast&level=ruthless`);
  await page.getByTestId('seed').waitFor();
  await untilStarted(page);
  const setHidden = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  const snapshot = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=centre] [data-card], [data-testid=stock-count], .ticker li')].map((e) => e.dataset.card ?? e.textContent).join('|'));
  await setHidden(true);
  await page.getByRole('dialog', { name: 'Paused' }).waitFor();
  const frozen = await snapshot();
  await runFor(page, 3_000);
  assert.equal(await snapshot(), frozen, 'nothing happens while the tab is hidden');
  await setHidden(false);
  await runUntil(page, () => document.querySelector('[data-testid=countdown]'), { within: 1_000, what: 'the countdown' });
  await untilStarted(page);
  assert.equal(await page.getByRole('dialog', { name: 'Paused' }).count(), 0);
  assert.deepEqual(problems, []);
  done();
});

test('the keys overlay holds the game while it is open; closing it resumes after a countdown', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=11&speed=fast&level=ruthless`);
  await page.getByTestId('seed').waitFor();
  await untilStarted(page);
  const snapshot = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=centre] [data-card], [data-testid=stock-count], .ticker li')].map((e) => e.dataset.card ?? e.textContent).join('|'));
  assert.ok(await page.locator('.action-bar kbd:visible').count() >= 3, 'with a mouse, the buttons show their keys');
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keys' }).waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Paused' }).count(), 0, 'the keys show, not the pause panel');
  const frozen = await snapshot();
  await runFor(page, 3_000);
  assert.equal(await snapshot(), frozen, 'nothing happens while the keys are read');
  await page.getByRole('dialog', { name: 'Keys' }).getByRole('button', { name: 'Close' }).click();
  await runUntil(page, () => document.querySelector('[data-testid=countdown]'), { within: 1_000, what: 'the countdown' });
  await untilStarted(page);
  await runUntil(page, (f) => [...document.querySelectorAll('[data-testid=centre] [data-card], [data-testid=stock-count], .ticker li')].map((e) => e.dataset.card ?? e.textContent).join('|') !== f, { arg: frozen, within: 20_000, what: 'the table moving on' });
  assert.equal(await page.getByRole('dialog', { name: 'Paused' }).count(), 0);

  // A pause the player chose outlasts the keys.
  await page.keyboard.press(' ');
  await page.getByRole('dialog', { name: 'Paused' }).waitFor();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keys' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Paused' }).waitFor();
  assert.deepEqual(problems, []);
  done();
});

test('a swap and a gesture make sounds, and no sound once Sound is turned off', { timeout: 120_000 }, async () => {
  // A page of its own: the stand-in below stays with its page for every later load.
  const { page, problems, context } = await site.open({ viewport: { width: 1280, height: 800 } });
  await drive(page);
  // A stand-in for Web Audio that records every tone started (headless Chromium has no speakers).
  await page.addInitScript(() => {
    window.__tones = [];
    const param = () => ({ value: 0, setValueAtTime() { return this; }, exponentialRampToValueAtTime() { return this; } });
    class FakeAudioContext {
      constructor() { this.currentTime = 0; this.destination = {}; }
      createOscillator() {
        const osc = { type: 'sine', frequency: param(), connect: (n) => n, stop() {} };
        osc.start = () => window.__tones.push(osc.frequency.value);
        return osc;
      }
      createGain() { return { gain: param(), connect: (n) => n }; }
    }
    window.AudioContext = FakeAudioContext;
  });
  // Nothing at the table moves between the keys and the look at the hand (a driven clock).
  const swap = async () => {
    const before = await page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card).join());
    await page.keyboard.press('1');
    await page.keyboard.press('q');
    await runUntil(page, (b) => [...document.querySelectorAll('[data-testid=hand] [data-card]')].map((e) => e.dataset.card).join() !== b, { arg: before, within: 400, what: 'a swap going through' });
  };
  await page.goto(`${site.url}?seed=42&speed=fast&level=casual`);
  await untilStarted(page);
  await swap();
  await runUntil(page, () => window.__tones.length > 0, { within: 1_000, what: 'a tone' });
  assert.ok((await page.evaluate(() => window.__tones)).includes(660), 'the swap tone');
  // The bots' gestures are heard too, each by a soft sound of its own (these pitches are
  // gestures' alone: src/session/sounds.rs).
  // A round may end before a bot makes one of them (a loaded machine plays slowly): its result
  // waits for Next round, and the next round's gestures are heard instead.
  const gestureHeard = () => page.evaluate(() => window.__tones.some((hz) => [1319, 349, 880, 294, 196, 440, 494, 587, 147].includes(hz)));
  for (let ran = 0; !(await gestureHeard());) {
    assert.ok(ran < 45_000, `no gesture heard in 45 s; tones: ${await page.evaluate(() => window.__tones.join())}`);
    const next = page.getByRole('button', { name: /^Next round/ });
    if (await next.isVisible()) await next.click().catch(() => {});
    await runFor(page, 250);
    ran += 250;
  }

  await page.getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: 'Sound' }).uncheck();
  await page.getByRole('button', { name: '← Back' }).click();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.locator('.table-page').waitFor();
  await untilStarted(page);
  const heard = await page.evaluate(() => window.__tones.length);
  await swap();
  // Two frames later the swap has been rendered and its sound effect run.
  await runFor(page, 40);
  assert.equal(await page.evaluate(() => window.__tones.length), heard, 'muted');
  assert.deepEqual(problems, []);
  await context.close();
});

test('overlays take the focus and give it back: the keys, the gesture palette, a round\'s result', { timeout: 120_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 1280, height: 800 } }, { driven: true });
  await page.goto(`${site.url}?seed=42&speed=fast`);
  await page.locator('.table-page').waitFor();
  await untilStarted(page);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return `${a?.closest('.overlay, .palette')?.className ?? 'table'}: ${a?.getAttribute('aria-label') ?? a?.textContent?.trim()}`;
  });
  await page.getByRole('button', { name: 'Keys' }).click();
  await page.getByRole('dialog', { name: 'Keys' }).waitFor();
  assert.equal(await focused(), 'overlay keys: Close', 'the keys overlay takes the focus');
  // The table behind is out of reach while the keys hold the game: neither Tab nor Shift+Tab
  // lands on a control behind the dialog (the focus may leave the page for the browser's own).
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    const behind = await page.evaluate(() => {
      const a = document.activeElement;
      return a && a !== document.body && !a.closest('.overlay.keys') ? `${a.className}: ${a.textContent.trim()}` : null;
    });
    assert.equal(behind, null, `${key} stays in the dialog`);
  }
  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Keys' }).waitFor({ state: 'detached' });
  assert.equal(await focused(), 'table: Help and keys', 'and gives it back to the button that opened it');
  assert.equal(await page.locator('.table-page [inert]').count(), 0, 'the table is in reach again');

  await page.getByRole('button', { name: /^Gestures/ }).click();
  await page.getByRole('group', { name: 'Gestures' }).waitFor();
  assert.match(await focused(), /^palette: Wink/, 'the palette takes the focus');
  await page.keyboard.press('Escape');
  await page.getByRole('group', { name: 'Gestures' }).waitFor({ state: 'detached' });
  assert.match(await focused(), /^table: Gestures/, 'and gives it back');

  // A round's result: its Next round button has the focus; afterwards the table has it back.
  await runUntil(page, () => document.querySelector('.overlay.result'), { within: 90_000, what: "a round's result" });
  // Its focus is taken once it is drawn.
  await runFor(page, 50);
  assert.match(await focused(), /^overlay result: Next round/);
  await page.keyboard.press('Enter');
  await page.locator('.overlay.result').waitFor({ state: 'detached' });
  assert.match(await focused(), /^table: /, 'the focus is back at the table');
  assert.deepEqual(problems, []);
  done();
});

test('each new screen takes the focus: the set-up\'s Start, then the table, from where Tab goes on', { timeout: 60_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } });
  await page.goto(site.url);
  const focused = () => page.evaluate(() => {
    const a = document.activeElement;
    return a === document.body ? 'body' : `${a.closest('.screen, .table-page')?.classList[0] === 'screen' ? a.closest('.screen').classList[1] : 'table'}: ${a.getAttribute('aria-label') ?? a.textContent.trim()}`;
  });
  await tabTo(page, page.getByRole('button', { name: 'Play', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'New match' }).waitFor();
  assert.equal(await focused(), 'setup: Start the match', 'the set-up\'s Start has the focus');
  await page.keyboard.press('Enter');
  await page.getByRole('list', { name: 'Centre cards' }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement.classList.contains('table-page')), true, 'the table has the focus');
  await page.keyboard.press('Tab');
  assert.match(await focused(), /^table: /, 'Tab goes on inside the table');
  assert.deepEqual(problems, []);
  done();
});

test('a call is shown in a speech bubble at the caller\'s seat before the round\'s result covers the table', { timeout: 120_000 }, async () => {
  const { page, problems, done } = await site.visit({ viewport: { width: 360, height: 640 } }, { driven: true });
  await page.goto(`${site.url}?seed=5`);
  await page.getByRole('list', { name: 'Centre cards' }).locator('[data-card]').first().waitFor();
  await untilStarted(page);
  // Your signal without four of a kind: your partner calls Kemps on it (wrongly).
  const bubble = page.locator('.seat.partner [data-testid=shout]');
  for (let i = 0; i < 40 && !(await bubble.count()); i++) {
    await page.keyboard.press('g');
    await runFor(page, 100);
  }
  assert.equal(await bubble.textContent(), 'Kemps!', "the partner's call, at the partner's seat");
  assert.equal(await page.locator('[data-testid=shout]').count(), 1, 'no other seat shows a call');
  const result = page.locator('.overlay.result');
  const opacity = () => result.evaluate((e) => Number(getComputedStyle(e).opacity));
  assert.ok((await opacity()) < 0.5, 'the result waits a moment: the table sees who called');
  const box = await bubble.boundingBox();
  assert.ok(box.y >= 0 && box.x >= 0 && box.x + box.width <= 360, `the bubble is on screen: ${JSON.stringify(box)}`);
  await screenshot(page, `${ARTIFACTS}call-bubble-360x640.png`);
  await page.waitForFunction(() => Number(getComputedStyle(document.querySelector('.overlay.result')).opacity) === 1, null, { timeout: 3_000 });
  // The next round: your own call is shown at your seat.
  await page.getByRole('button', { name: /Next round/ }).click();
  await runUntil(page, () => document.querySelector('.table-page') && !document.querySelector('[data-testid=countdown]') && !document.querySelector('.overlay.result'), { within: 15_000, what: 'the next round' });
  assert.equal(await page.locator('[data-testid=shout]').count(), 0, 'a new round starts with no call shown');
  await runUntil(page, () => document.querySelector('.action.call.kemps')?.disabled === false, { within: 15_000, what: 'Kemps! enabled' });
  await page.keyboard.press('k');
  await runUntil(page, () => document.querySelector('.my-seat [data-testid=shout]'), { within: 3_000, what: 'your call at your seat' });
  assert.equal(await page.locator('.my-seat [data-testid=shout]').textContent(), 'Kemps!');
  assert.deepEqual(problems, []);
  done();
});
