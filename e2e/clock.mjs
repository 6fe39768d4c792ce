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

/**
 * Installs the fake clock in `page`'s context, standing at `at` (a time or a Date), before
 * the page opens: from then on its time runs only when the test runs it.
 */
export async function drive(page, at = CLOCK_START) {
  const time = typeof at === 'number' ? at : at.getTime();
  // Installed a little before `at`, as the clock runs on from there until it is paused.
  await page.clock.install({ time: time - 10_000 });
  await page.clock.pauseAt(time);
  // The fake clock numbers its animation frames from 10^12; a browser's are small, and the
  // game (web-sys) reads one as a 32-bit integer, so that cancelling a frame of the fake
  // clock would cancel none. Its frames are given small numbers of their own.
  await page.addInitScript(() => {
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
  });
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
