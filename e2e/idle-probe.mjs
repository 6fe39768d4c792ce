import { launch, watchedPage } from '/work/main/e2e/browser.mjs';
import { serve } from '/work/main/e2e/serve.mjs';
import { drive, runFor } from '/work/main/e2e/clock.mjs';
import { atTheCountdown } from '/work/main/e2e/helpers.mjs';
import { readFileSync } from 'node:fs';
const busy = () => { const l = readFileSync('/proc/stat','utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (l[0]+l[1]+l[2]+l[5]+l[6])/100; };
const server = await serve('/work/main/dist', '/');
const browser = await launch([]);
const origin = new URL(server.url).origin;
let b = busy();
for (let i = 0; i < 10; i++) {
  const { page, context } = await watchedPage(browser, origin, { viewport: { width: 360, height: 640 } });
  await drive(page);
  await page.goto(`${server.url}?seed=7&teams=${2 + i % 3}`);
  await atTheCountdown(page);
  await context.close();
}
console.log('10 fresh', (busy()-b).toFixed(2));
b = busy();
const { page: p0, context } = await watchedPage(browser, origin, { viewport: { width: 360, height: 640 } });
await drive(p0);
const cdp = await context.newCDPSession(p0);
let page = p0;
for (let i = 0; i < 10; i++) {
  await page.close();
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }).catch(e => console.log(e.message));
  page = await context.newPage();
  await page.goto(`${server.url}?seed=7&teams=${2 + i % 3}`);
  await atTheCountdown(page);
  console.log(await page.evaluate(() => [performance.now(), Date.now(), localStorage.length, history.length]));
}
console.log('10 reused', (busy()-b).toFixed(2));
await browser.close(); await server.close();
