// The other two browser engines, from Debian's packages: Firefox ESR (Gecko), driven by
// puppeteer-core over WebDriver BiDi, and WebKitGTK (Safari's engine), its MiniBrowser driven
// by WebKitWebDriver over WebDriver, in a virtual screen (Xvfb). Each gives tabs with one small
// interface, so that a flow is written once for both (engines.test.mjs); the rest of the suite
// runs in Chromium with playwright (browser.mjs).
//
// A tab finds what it acts on as a person does, by role and accessible name (`find`), and acts
// with the engine's own pointer and keys. Neither engine's page runs on a clock the test
// drives (playwright's clock is playwright's alone): these flows wait in real time, for what a
// player sees.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * The element of `role` whose accessible name is `name` (a string, exact after white space
 * is collapsed, or a RegExp given as `{ source, flags }`): run in the page. The roles the
 * flows use, read as the page writes them: buttons, links, headings, text boxes, combo
 * boxes, radios, check boxes, lists and regions.
 */
function findInPage(role, name) {
  const tags = {
    button: 'button, [role=button], input[type=button], input[type=submit]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=url], textarea, [role=textbox]',
    combobox: 'select, [role=combobox]',
    radio: 'input[type=radio], [role=radio]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    list: 'ul, ol, [role=list]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
  }[role];
  const squash = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  // The text a screen reader reads: what is hidden from it (a key's hint) left out, and so is
  // the control `skip` inside its own label (a select's options are not its name).
  const spoken = (node, skip = null) => (node.nodeType === Node.TEXT_NODE ? node.textContent
    : node === skip || node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true' ? ''
      : [...node.childNodes].map((child) => spoken(child, skip)).join(''));
  const named = (el) => {
    if (el.getAttribute('aria-label')) return squash(el.getAttribute('aria-label'));
    const by = el.getAttribute('aria-labelledby');
    if (by) return squash(by.split(/\s+/).map((id) => spoken(document.getElementById(id) ?? document)).join(' '));
    const label = el.labels?.[0] ?? el.closest('label');
    if (label) return squash(spoken(label, el));
    return squash(spoken(el));
  };
  const fits = typeof name === 'string'
    ? (text) => text === name
    : (text) => new RegExp(name.source, name.flags).test(text);
  const shown = (el) => el.checkVisibility?.() ?? el.getClientRects().length > 0;
  return [...document.querySelectorAll(tags)].find((el) => shown(el) && fits(named(el))) ?? null;
}

/** `name` as `findInPage` takes it across to the page. */
const asArg = (name) => (name instanceof RegExp ? { source: name.source, flags: name.flags } : name);

/** How long a flow waits for what a player would see (real time: these pages are not driven). */
const WAIT_MS = 20_000;

/** A free port on 127.0.0.1 for a driver to listen on. */
function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    }).on('error', fail);
  });
}

/**
 * Firefox ESR: one browser, each `open` a fresh browser context (storage of its own) with a
 * tab of `width`×`height`. Problems (console errors, page errors) are collected per tab.
 */
export async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  return {
    name: 'firefox',
    open: async ({ width, height }) => {
      const context = await browser.createBrowserContext();
      const tab = await firefoxTab(context, { width, height });
      tab.alsoCloses = context;
      return tab;
    },
    close: () => browser.close(),
  };
}

async function firefoxTab(context, viewport) {
  const page = await context.newPage();
  await page.setViewport(viewport);
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const element = async (role, name) => {
    const handle = await page.waitForFunction(findInPage, { timeout: WAIT_MS }, role, asArg(name))
      .catch(() => { throw new Error(`no ${role} named ${name} within ${WAIT_MS} ms`); });
    return handle.asElement();
  };
  const tab = {
    problems,
    alsoCloses: null,
    goto: (url) => page.goto(url),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    waitUntil: async (fn, arg, what, timeout = WAIT_MS) => {
      const handle = await page.waitForFunction(fn, { timeout }, arg)
        .catch(() => { throw new Error(`not seen within ${timeout} ms: ${what}`); });
      return handle.jsonValue();
    },
    find: element,
    click: async (role, name) => (await element(role, name)).click(),
    fill: async (role, name, text) => {
      const field = await element(role, name);
      await field.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await field.type(text);
    },
    choose: async (role, name, label) => {
      const select = await element(role, name);
      const value = await select.evaluate((s, l) => [...s.options].find((o) => o.label === l)?.value, label);
      await select.select(value);
    },
    value: async (role, name) => (await element(role, name)).evaluate((e) => e.value),
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => page.screenshot({ path }),
    /** Another tab of the same browser context (the same person's browser). */
    sibling: () => firefoxTab(context, viewport),
    close: async () => (tab.alsoCloses ? tab.alsoCloses.close() : page.close()),
  };
  return tab;
}

/** The virtual screen WebKit's windows are drawn on. */
async function virtualScreen() {
  for (let display = 90; display < 110; display++) {
    const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
    const exited = await new Promise((done) => {
      const timer = setTimeout(() => done(false), 700);
      xvfb.once('exit', () => { clearTimeout(timer); done(true); });
    });
    if (!exited) return { display: `:${display}`, close: () => xvfb.kill() };
  }
  throw new Error('no display free for Xvfb between :90 and :109');
}

/**
 * WebKitGTK: its MiniBrowser under WebKitWebDriver, on a virtual screen. Each `open` is a
 * browser of its own (a WebDriver session: storage of its own), sized to `width`×`height`
 * (its window's least size may be wider: `innerWidth` says what the page got).
 */
export async function webkit() {
  const screen = await virtualScreen();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: screen.display } });
  const server = `http://127.0.0.1:${port}`;
  let answered = false;
  for (let i = 0; i < 100 && !answered; i++) {
    answered = await fetch(`${server}/status`).then((r) => r.ok, () => false);
    if (!answered) await new Promise((done) => setTimeout(done, 100));
  }
  if (!answered) {
    driver.kill();
    screen.close();
    throw new Error(`${WEBKIT_DRIVER} did not answer on ${server} within 10 s`);
  }
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  };
  return {
    name: 'webkit',
    // Now and then, on a loaded machine, a test in WebKitGTK hangs until its own time is up
    // (once in a CI run, on its second session): a session that does not start within
    // SESSION_MS is given up and another made, once, and a page load is bounded likewise.
    open: async ({ width, height }) => {
      for (let attempt = 1; ; attempt++) {
        const starting = new Builder().usingServer(server).withCapabilities(capabilities).build();
        try {
          const session = await within(starting, SESSION_MS, 'a new WebKitGTK session');
          await within(session.manage().window().setRect({ width, height }), SESSION_MS, "the WebKitGTK window's size");
          await session.manage().setTimeouts({ pageLoad: SESSION_MS });
          return webkitTab(session);
        } catch (error) {
          // (The session, if it comes after all, is ended; the driver ends with the engine.)
          starting.then((late) => late.quit(), () => {});
          if (attempt === 2) throw error;
          console.warn(`${error.message}: trying once more`);
        }
      }
    },
    close: async () => { driver.kill(); screen.close(); },
  };
}

/** How long a new WebKitGTK session may take to start (it takes about half a second). */
const SESSION_MS = 20_000;

/** `promise`, or an error naming `what` once `ms` have passed without it. */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, fail) => { timer = setTimeout(() => fail(new Error(`${what}: no answer within ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Runs `fn(arg)` in the page and gives its result (a WebDriver script wraps the function). */
const script = (session, fn, arg) => session.executeScript(`return (${fn})(arguments[0]);`, arg);

function webkitTab(session) {
  const element = async (role, name) => {
    const found = await session.wait(async () => {
      const el = await session.executeScript(`return (${findInPage})(arguments[0], arguments[1]);`, role, asArg(name));
      return el ?? false;
    }, WAIT_MS).catch(() => { throw new Error(`no ${role} named ${name} within ${WAIT_MS} ms`); });
    return found;
  };
  const keys = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Backspace: Key.BACK_SPACE };
  return {
    // WebKitGTK's driver gives no console: a page error shows as what the page fails to do.
    problems: [],
    // A load that never ends (seen as rarely as a session that never starts) is tried once more.
    goto: (url) => session.get(url).catch((error) => {
      console.warn(`WebKitGTK did not load ${url} (${error.name}): trying once more`);
      return session.get(url);
    }),
    evaluate: (fn, arg) => script(session, fn, arg),
    waitUntil: (fn, arg, what, timeout = WAIT_MS) => session.wait(async () => (await script(session, fn, arg)) || false, timeout)
      .catch(() => { throw new Error(`not seen within ${timeout} ms: ${what}`); }),
    find: element,
    click: async (role, name) => (await element(role, name)).click(),
    fill: async (role, name, text) => {
      const field = await element(role, name);
      await field.clear();
      await field.sendKeys(text);
    },
    choose: async (role, name, label) => {
      const select = await element(role, name);
      await select.findElement(By.xpath(`.//option[normalize-space(.)='${label}']`)).click();
    },
    value: async (role, name) => (await element(role, name)).getAttribute('value'),
    press: (key) => session.actions().sendKeys(keys[key] ?? key).perform(),
    screenshot: async (path) => writeFile(path, Buffer.from(await session.takeScreenshot(), 'base64')),
    sibling: null,
    close: () => session.quit(),
  };
}

/** Both engines by name, for a test file to run its flows in each. */
export const ENGINES = { firefox, webkit };
