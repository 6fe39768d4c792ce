import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
const port = 8795;
const srv = spawn('python3', ['-m', 'http.server', String(port)], { cwd: '/work/main/dist', stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, lang] of [[640, 360, 'en'], [640, 360, 'de']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: true, locale: lang });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${port}/?lang=${lang}`);
  await page.locator('.lesson-offer .primary').click();
  await page.waitForTimeout(800);
  await page.goto(`http://127.0.0.1:${port}/?lang=${lang}`);
  await page.locator('main button.primary').first().click();
  await page.locator('main.setup').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/probe-setup-${lang}-${w}.png` });
  await page.locator('.signal-choice > summary').click().catch(() => {});
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/probe-setup-open-${lang}-${w}.png` });
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/probe-setup-open2-${lang}-${w}.png` });
  await ctx.close();
}
await browser.close();
srv.kill();
