// The page's own clock, driven by the test. The game's time comes from `performance.now`,
// timers and animation frames; playwright's fake clock (`page.clock`) replaces all of them,
// so a driven page's time stands still until the test runs it forward. A test then waits on
// page time, not on the machine: a whole match takes the CPU time its frames cost, and the
// same steps give the same game however busy the machine is (nothing moves between two key
// presses). What the clock does not drive: CSS animations and transitions, network requests
// and the service worker, which run on real time as in any page.
//
//   const { page } = await site.open({ … });
//   await drive(page);                       // before the page opens
//   await page.goto(…);
//   await runUntil(page, () => !document.querySelector('[data-testid=countdown]'));
//   await runFor(page, 3_000);               // three seconds of page time
//
// `runFor` and `runUntil` step the clock inside the page, one small step at a time (checking
// `runUntil`'s condition after each), in one round trip: they call the same controller of the
// fake clock that `page.clock.runFor` calls (playwright-core's `__pwClock`, pinned in
// package-lock.json), without `page.clock.runFor`'s record of every call (about 50 ms a call)
// for a reload to replay. A page reloaded after them starts again at the clock's start.

/** The pages whose clock a test drives. */
const driven = new WeakSet();

/** The fake clock starts here: a fixed instant, so that every run sees the same dates. */
export const CLOCK_START = Date.parse('2026-06-01T12:00:00Z');

/** The fake clock's animation frames, numbered small (see `drive`). */
const SMALL_FRAME_IDS = () => {
  const [request, cancel] = [window.requestAnimationFrame, window.cancelAnimationFrame];
  const ids = new Map();
  let last = 0;
  window.requestAnimationFrame = (callback) => {
    const id = ++last;
    ids.set(id, request((t) => {
      ids.delete(id);
      callback(t);
    }));
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    if (ids.has(id)) cancel(ids.get(id));
    ids.delete(id);
  };
};

/**
 * Installs the fake clock in `page`'s context, standing at `at` (a time or a Date), before
 * the page opens: from then on its time runs only when the test runs it.
 */
export async function drive(page, at = CLOCK_START) {
  // (A page shared between tests, `site.visit`, is driven once, when it is made.)
  if (driven.has(page)) throw new Error("the page's clock is driven already");
  const time = typeof at === 'number' ? at : at.getTime();
  // Installed a little before `at`, as the clock runs on from there until it is paused.
  await page.clock.install({ time: time - 10_000 });
  await page.clock.pauseAt(time);
  // The fake clock numbers its animation frames from 10^12; a browser's are small, and the
  // game (web-sys) reads one as a 32-bit integer, so that cancelling a frame of the fake
  // clock would cancel none. Its frames are given small numbers of their own.
  await page.addInitScript(SMALL_FRAME_IDS);
  driven.add(page);
}

/** Whether the test drives `page`'s clock (see `drive`). */
export const isDriven = (page) => driven.has(page);

/**
 * Runs `page`'s clock forward in steps of `step` ms until `condition(arg)` (evaluated in the
 * page, like `page.waitForFunction`'s) holds, for `within` ms of page time at most. Returns
 * the page time it ran, or null when the condition still does not hold after `within`.
 */
export async function runAtMost(page, condition, { arg, within, step = 50 }) {
  return page.evaluate(async ({ source, arg, within, step }) => {
    const controller = globalThis.__pwClock?.controller;
    if (!controller) throw new Error("the page's clock is not driven (see e2e/clock.mjs)");
    const holds = new Function(`return (${source})`)();
    for (let ran = 0; ; ran += step) {
      if (await holds(arg)) return ran;
      if (ran >= within) return null;
      await controller.runFor(Math.min(step, within - ran));
    }
  }, { source: condition.toString(), arg, within, step });
}

/**
 * Runs `page`'s clock forward by `ms` of page time, firing every timer and frame due, inside
 * the page (see `runAtMost`): one round trip.
 */
export async function runFor(page, ms) {
  await runAtMost(page, () => false, { within: ms, step: Math.min(ms, 50) });
}

/**
 * Runs `page`'s clock forward by `ms` of page time (not at all for 0), then gives
 * `look(arg)`, evaluated in the page: one round trip (see `runAtMost`), for a test that looks
 * at the page after every step.
 */
export async function runThenLook(page, ms, look, arg) {
  return page.evaluate(async ({ ms, source, arg }) => {
    const controller = globalThis.__pwClock?.controller;
    if (!controller) throw new Error("the page's clock is not driven (see e2e/clock.mjs)");
    if (ms) await controller.runFor(ms);
    return new Function(`return (${source})`)()(arg);
  }, { ms, source: look.toString(), arg });
}

/**
 * Runs `page`'s clock forward until `condition(arg)` holds (see `runAtMost`), and returns the
 * page time it took; fails when it still does not hold after `within` ms of page time. `what`
 * names the wait in that failure.
 */
export async function runUntil(page, condition, { arg, within = 60_000, step = 50, what } = {}) {
  const took = await runAtMost(page, condition, { arg, within, step });
  if (took === null) throw new Error(`${what ?? condition.toString()}: still not so after ${within} ms of page time`);
  return took;
}

/**
 * Waits until the table is there (its code comes over the network, in real time) and its
 * "get ready" countdown is over (in page time, running the clock of a driven page).
 */
export async function untilStarted(page, within = 15_000) {
  await page.locator('.table-page').first().waitFor({ timeout: 15_000 });
  return runUntil(page, () => document.querySelector('.table-page') && !document.querySelector('[data-testid=countdown]'),
    { within, what: 'the end of the countdown' });
}

// Pages that play together: a host's table and its friends' pages, each in a browser context
// of its own, talking over WebRTC data channels. A page `follow`s real time (the fake clock
// installed, running on) until the test holds it; from then on its time runs only when the
// test runs the clocks of all the table's pages together, a step of `step` ms of every page
// at a time, all at once, round after round. A page opened later in a context (a tab, a page
// opened again) or loaded again follows real time until it is held in its turn.
//
// What the pages say to each other is no timer, and takes real time to travel: while they
// are held, a page sends only during its steps (what it says between them, on a key the test
// pressed, goes at the start of its next step), and hears only at the start of a step, and
// then exactly what the others had sent by the end of their last step (waiting, in real time,
// for it to have come). A message is so heard at the start of the step after the one it was
// sent in, however busy the machine is: the same steps give the same game.
//
// CSS animations and transitions, which the clock does not drive, play at once on a held
// page (they stand where they end): its time runs far ahead of real time, and an animation
// played on real time would cost frames for nothing, and a wait for its end real time.
//
//   await follow(host.page); await follow(friend.page);   // before the pages open
//   …                                                      // the invite, the reply
//   await hold([host.page, friend.page]);                  // from here on, page time
//   await runTogether(pages, 3_000);
//   await runUntilTogether(pages, () => !document.querySelector('[data-testid=countdown]'));

/** How fast a held page's CSS animations play (see above). */
const ANIMATIONS_AT_ONCE = 1_000;

/** The pages held (see `hold`). */
const held = new WeakSet();
/** What each held page had sent by the end of its last step, and its ends (see `WIRE`). */
const lastReport = new WeakMap();
/** The held pages whose clocks run now. */
const running = new WeakSet();

/**
 * A page's data channels, on `window.__pwWire`: each message sent and heard is counted per
 * direction of a connection (named by the two ends' ICE user fragments, which both ends
 * know), at the browser's own `send` (before any later wrapper: a delay added to every send).
 * While the page is held (`hold()`), a message it sends between its steps waits for its next
 * step, and a message it hears is kept for the start of a step (`step(before)`): there, once
 * (in real time) every message the other held pages had sent by the end of their last step
 * has come, those are handed to the page, in order, and no later one (a page not held, or
 * not stepped with this one, is heard at once). `report()` gives what the page has sent, and
 * the user fragments of its own ends (by which the others know its messages).
 */
const WIRE = () => {
  const fragment = (d) => /a=ice-ufrag:(\S+)/.exec(d?.sdp ?? '')?.[1] ?? '?';
  const ends = (pc) => [fragment(pc.localDescription), fragment(pc.remoteDescription)];
  /** Counts per direction `from>to`: sent by this page, come to it, handed to it. */
  const [sent, heard, handed] = [{}, {}, {}];
  const channels = new Set();
  const send = RTCDataChannel.prototype.send;
  let [isHeld, stepping] = [false, false];
  /** Messages come and kept ([channel, direction, data]), messages to send ([channel, data]). */
  const [kept, toSend] = [[], []];
  const replayed = new WeakSet();
  let waiting = null;
  const count = (counts, key) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  /** How many messages of direction `key` the page may hear now, given `before`. */
  const allowed = (before, key) => (before.from.includes(key.split('>')[0]) ? before.sent[key] ?? 0 : Infinity);
  const missing = (before) => [...channels].some((channel) => {
    if (channel.readyState !== 'open') return false;
    const [here, there] = ends(channel.__pwConnection);
    const key = `${there}>${here}`;
    const due = allowed(before, key);
    return Number.isFinite(due) && (heard[key] ?? 0) < due;
  });
  const sendNow = (channel, data) => {
    const result = send.call(channel, data);
    const [here, there] = ends(channel.__pwConnection);
    count(sent, `${here}>${there}`);
    return result;
  };
  const hand = (channel, key, data) => {
    count(handed, key);
    const event = new MessageEvent('message', { data });
    replayed.add(event);
    channel.dispatchEvent(event);
  };
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    channel.__pwConnection = this;
    channels.add(channel);
    // The first listener of the channel's messages (the page adds its own later).
    channel.addEventListener('message', (event) => {
      if (replayed.has(event)) return;
      const [here, there] = ends(this);
      const key = `${there}>${here}`;
      count(heard, key);
      if (isHeld) {
        event.stopImmediatePropagation();
        kept.push([channel, key, event.data]);
      } else {
        count(handed, key);
      }
      if (waiting && !missing(waiting.before)) waiting.done();
    });
    channel.addEventListener('close', () => {
      channels.delete(channel);
      if (waiting && !missing(waiting.before)) waiting.done();
    });
    return channel;
  };
  RTCDataChannel.prototype.send = function (data) {
    if (!this.__pwConnection) return send.call(this, data);
    if (isHeld && !stepping) {
      if (this.readyState !== 'open') throw new DOMException('not open', 'InvalidStateError');
      // A copy: the page may reuse what it handed over.
      toSend.push([this, data.slice ? data.slice(0) : data]);
      return undefined;
    }
    return sendNow(this, data);
  };
  /** Resolves once what `before` counts has come, or after `ms` of real time. */
  const arrived = (before, ms) => {
    if (!missing(before)) return Promise.resolve();
    return new Promise((resolve) => {
      // A real timer (the page's own are the fake clock's).
      const stop = globalThis.__pwClock?.controller?._embedder?.setTimeout(() => waiting?.done(), ms);
      waiting = {
        before,
        done: () => {
          waiting = null;
          stop?.();
          resolve();
        },
      };
    });
  };
  window.__pwWire = {
    report: () => ({
      sent: { ...sent },
      from: [...channels].map((channel) => fragment(channel.__pwConnection.localDescription)),
    }),
    hold: () => {
      isHeld = true;
    },
    step: async (before, ms) => {
      await arrived(before, ms);
      stepping = true;
      for (const [channel, data] of toSend.splice(0)) {
        try {
          sendNow(channel, data);
        } catch { /* closed meanwhile */ }
      }
      const later = [];
      for (const message of kept.splice(0)) {
        const [channel, key, data] = message;
        if ((handed[key] ?? 0) < allowed(before, key)) hand(channel, key, data);
        else later.push(message);
      }
      kept.push(...later);
    },
    stepped: () => {
      stepping = false;
    },
  };
};

/**
 * Installs the fake clock in `page`'s context (every page of it, from now on) running on
 * real time from `at`, before the page opens, and the rules of its data channels while it is
 * held (see above): its pages follow real time until they are held (`hold`). Install it
 * before any script that wraps the data channel's `send`.
 */
export async function follow(page, at = CLOCK_START) {
  const time = typeof at === 'number' ? at : at.getTime();
  await page.clock.install({ time });
  await page.context().addInitScript(SMALL_FRAME_IDS);
  await page.context().addInitScript(WIRE);
}

/** Whether `page`'s clock is held (see `hold`). */
const isHeld = (page) => held.has(page);

/** Stops the clocks of `pages` (which `follow` real time) where they stand: from now on their
 *  time runs only when the test runs it (`runTogether`, `runUntilTogether`). */
export async function hold(pages) {
  const reports = await Promise.all(pages.map((page) => page.evaluate(async () => {
    const controller = globalThis.__pwClock?.controller;
    if (!controller) throw new Error("the page's clock is not installed (see follow in e2e/clock.mjs)");
    await controller.pauseAt(controller.now());
    globalThis.__pwWire?.hold();
    return globalThis.__pwWire?.report() ?? { sent: {}, from: [] };
  })));
  for (const [i, page] of pages.entries()) {
    // Loaded again, the page follows real time again.
    if (!held.has(page)) page.once('load', () => held.delete(page));
    held.add(page);
    lastReport.set(page, reports[i]);
    // (Through the DevTools protocol: the rate holds while the session lasts, the page's. The
    // domain is not enabled, which would send the test every animation the page starts.)
    const session = await page.context().newCDPSession(page);
    await session.send('Animation.setPlaybackRate', { playbackRate: ANIMATIONS_AT_ONCE });
  }
}

/** One step of one held page: it hears what the others had sent by the end of their last
 *  step (`before`, see `WIRE`), runs its clock `step` ms, and gives `condition(arg)` (when
 *  there is one) and its report. A step of 0 only looks. */
const stepPage = (page, { source, arg, step, before }) => page.evaluate(async ({ source, arg, step, before }) => {
  const controller = globalThis.__pwClock?.controller;
  if (!controller) throw new Error("the page's clock is not installed (see follow in e2e/clock.mjs)");
  const wire = globalThis.__pwWire;
  if (step) {
    await wire?.step(before, 2_000);
    try {
      await controller.runFor(step);
    } finally {
      wire?.stepped();
    }
  }
  const value = source ? await new Function(`return (${source})`)()(arg) : null;
  return { value, report: wire ? wire.report() : { sent: {}, from: [] } };
}, { source, arg, step, before });

/**
 * Runs the clocks of held `pages` together, `step` ms at a time (see above), until
 * `condition(arg)` (evaluated in a page after its step, like `page.waitForFunction`'s) holds,
 * for `within` ms of page time at most. `condition` is one function for every page, or a
 * list of one function (or null: none) per page; it holds when it holds on every page that
 * has one, or, with `any`, on one of them. Returns `{ ran, values }` (the page time it ran,
 * and each page's last value of its condition), or null when it still does not hold after
 * `within`. With `unseen`, the pages are not drawn while their clocks run (see `UNSEEN`):
 * for a test that meanwhile only reads their documents.
 */
export async function runTogetherAtMost(pages, condition, { arg, within, step = 50, any = false, unseen = false }) {
  if (!pages.every(isHeld)) throw new Error("a page whose clock is not held (see hold in e2e/clock.mjs)");
  if (pages.some((page) => running.has(page))) throw new Error('a page whose clock already runs (two runs at once would step it twice)');
  for (const page of pages) running.add(page);
  try {
    if (unseen) await Promise.all(pages.map((page) => page.evaluate(UNSEEN, true)));
    return await runPages(pages, condition, { arg, within, step, any });
  } finally {
    if (unseen) await Promise.all(pages.map((page) => page.evaluate(UNSEEN, false).catch(() => {})));
    for (const page of pages) running.delete(page);
  }
}

/**
 * Hides the page's document (`hide`) or shows it again. Hidden, it is neither laid out nor
 * drawn: in a friend test's match, drawing each step's changes costs about three quarters
 * of what the pages spend (the game reads no layout, so it plays the same). The document's
 * elements and their attributes and text are all there, for a test to read; nothing can be
 * pressed or seen. A style sheet adopted by the document, not an element of it: the game's
 * DOM is not touched.
 */
const UNSEEN = (hide) => {
  const sheet = (window.__pwUnseen ??= new CSSStyleSheet());
  sheet.replaceSync(hide ? 'html { display: none !important; }' : '');
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

async function runPages(pages, condition, { arg, within, step, any }) {
  const sources = pages.map((_, i) => {
    const c = Array.isArray(condition) ? condition[i] : condition;
    return c ? c.toString() : null;
  });
  let values = pages.map(() => null);
  const holds = () => {
    const asked = values.filter((_, i) => sources[i]);
    if (!asked.length) return false;
    return any ? asked.some(Boolean) : asked.every(Boolean);
  };
  // A first look before the clocks run, when there is something to look at; then steps.
  for (let ran = 0, look = sources.some(Boolean); ; look = false) {
    const now = look ? 0 : Math.min(step, within - ran);
    const reports = pages.map((page) => lastReport.get(page) ?? { sent: {}, from: [] });
    const results = await Promise.all(pages.map((page, i) => {
      const others = reports.filter((_, j) => j !== i);
      const before = { sent: Object.assign({}, ...others.map((r) => r.sent)), from: others.flatMap((r) => r.from) };
      return stepPage(page, { source: sources[i], arg, step: now, before });
    }));
    values = results.map((r) => r.value);
    for (const [i, page] of pages.entries()) lastReport.set(page, results[i].report);
    ran += now;
    if (holds()) return { ran, values };
    if (ran >= within) return null;
  }
}

/** Runs the clocks of held `pages` together (see `runTogetherAtMost`) for `ms` of page time. */
export async function runTogether(pages, ms, step = 50, { unseen = false } = {}) {
  await runTogetherAtMost(pages, null, { within: ms, step: Math.min(step, ms), unseen });
}

/**
 * Runs the clocks of held `pages` together until `condition(arg)` holds (see
 * `runTogetherAtMost`), and returns each page's value of it; fails when it still does not
 * hold after `within` ms of page time. `what` names the wait in that failure.
 */
export async function runUntilTogether(pages, condition, { arg, within = 60_000, step = 50, any = false, what } = {}) {
  const done = await runTogetherAtMost(pages, condition, { arg, within, step, any });
  if (done === null) throw new Error(`${what ?? condition.toString()}: still not so after ${within} ms of page time`);
  return done.values;
}
