// Time to interactive of a page: from navigation to the moment its first primary button is
// in the document (the game's home screen, or the bare Yew page's one button). Loads are
// taken alternately from each page, in fresh contexts (no cache), so that both see the
// same machine in the same moments.
import { serve } from './serve.mjs';

/** Milliseconds from navigation to `selector` appearing, for one fresh load of `url`. */
async function once(browser, url, selector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((sel) => {
    new MutationObserver((_, obs) => {
      if (document.querySelector(sel)) {
        window.__interactiveAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await page.goto(url);
  await page.waitForFunction(() => window.__interactiveAt !== undefined, null, { timeout: 30_000 });
  const at = await page.evaluate(() => window.__interactiveAt);
  await context.close();
  return at;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The game's and the bare page's times to interactive over `runs` alternating loads each (a
 * median of 15 swings less with the machine's load than one of 9):
 * their medians and the ratio of the game's to the bare page's.
 */
export async function compareTimeToInteractive(browser, gameUrl, bareDir, runs = 15) {
  const bare = await serve(bareDir);
  try {
    const game = [];
    const plain = [];
    // One load each first, unmeasured: the browser's own start-up is paid by neither.
    await once(browser, gameUrl, 'main.home button.primary');
    await once(browser, bare.url, 'main.home button.primary');
    for (let i = 0; i < runs; i++) {
      game.push(await once(browser, gameUrl, 'main.home button.primary'));
      plain.push(await once(browser, bare.url, 'main.home button.primary'));
    }
    const g = median(game);
    const b = median(plain);
    return { game: g, bare: b, ratio: g / b, gameRuns: game, bareRuns: plain };
  } finally {
    bare.close();
  }
}
