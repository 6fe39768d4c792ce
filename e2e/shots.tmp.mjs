import { launch } from './browser.mjs';
import { serve } from './serve.mjs';
const server = await serve('/work/main/dist');
const browser = await launch();
for (const [w, h] of [[360, 640], [640, 360], [1280, 800]]) {
  for (const teams of [2, 6]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}?seed=42&teams=${teams}`);
    await page.locator('[data-testid=centre] [data-card]').first().waitFor();
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/tmp/shots/t${teams}-${w}x${h}.png` });
    const m = await page.evaluate(() => ({ sh: document.documentElement.scrollHeight, ih: innerHeight,
      partner: document.querySelector('.seat.partner svg, .seat.partner .avatar')?.getBoundingClientRect().height,
      opp: [...document.querySelectorAll('.seat.opponent svg.avatar')].map((e) => Math.round(e.getBoundingClientRect().height)) }));
    console.log(w, h, teams, JSON.stringify(m));
    await ctx.close();
  }
}
await browser.close(); await server.close();
