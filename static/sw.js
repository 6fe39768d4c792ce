// Kemps plays offline after a first visit. The page itself is fetched network-first, so a
// new build is picked up as soon as it is deployed; the build's files have content hashes in
// their names, so they are served from the cache once fetched. All paths are relative: the
// game works from any sub-path of any static host.
//
// The cache holds one whole build of the game, nothing else: its page and the files that page
// names, kept together, a new page only once all of its files are fetched. Only a navigation to
// the game's own address (the scope, or its index.html, with any query) is answered with the
// cached page and can replace it. Opening this file, the style sheet or any other file goes to
// the network, and is never kept as the page.
//
// Once a whole build is cached, the game's address always opens a game. The network's answer
// is taken when it is a build of the game whose files can all be fetched (they are cached
// before the page is answered); anything else is answered with the cached build: an error
// (503, 404…), a host's maintenance or parking page (even with 200: the player asked for the
// game, which needs nothing from the host), or a half-finished deploy whose page names files
// that are not there yet (it is taken on a later visit, once they are). A redirect is the
// host's own answer: the browser follows it. With nothing cached, the network's answer is
// given as it is. (A host that means to withdraw the game deploys a worker that says so.)
const CACHE = 'kemps-v1';
const PAGE = './';

// What the worker says offline when no build of the game was ever kept here, by language tag:
// scripts/catalogs.mjs puts the sentences of locales/*/page.ftl (`page-offline`) in place of
// 'KEMPS_OFFLINE'.
const OFFLINE = 'KEMPS_OFFLINE';

/** The tag among `tags` ("pt-BR") of the language a browser's tag names ("pt-PT", "fr"), as src/i18n/lang.rs reads it. */
const spoken = (tags, tag) => tags.find((t) => t.slice(0, 2) === tag?.toLowerCase().split(/[-_]/)[0]);

// The offline answer for a game never kept here, in the language the game would speak: the
// address's `?lang=`, else the browser's, else English. (A worker cannot read the language
// saved from Settings, which is in the page's local storage.)
function neverLoaded(request) {
  const wanted = [new URL(request.url).searchParams.get('lang'), ...(self.navigator.languages ?? [])];
  const lang = wanted.map((tag) => spoken(Object.keys(OFFLINE), tag)).find(Boolean) ?? 'en';
  return new Response(OFFLINE[lang], { status: 503 });
}

const scopeUrl = () => new URL(self.registration.scope);
const pageUrl = () => new URL(PAGE, self.registration.scope).href;

/** The game's own address: the scope itself or its index.html, whatever the query. */
function isGamePage(url) {
  const scope = scopeUrl();
  return url.origin === scope.origin && (url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`);
}

// The built files a page of the game names (`./kemps-…_bg.wasm`, `./style-….css`, and the
// files of the split screens, `./part-table-<hash>.wasm` and the like, which the page itself
// fetches only when such a screen first opens: kept with the build, they let a first visit
// play offline): not this worker, nor the icons and the manifest, which only installing reads.
// None when the page is not a build of the game. What tells a build is the pair of names
// scripts/wasm.mjs writes into every page it builds, the glue `./kemps-<hash>.js` and the Wasm
// `./kemps-<hash>_bg.wasm` of one build:
// they come from the build itself (the binary's name and a hash of its content), so they cannot
// drift from the page the way a hand-written marker could, and survive minifying; a host's
// error, maintenance or parking page never names them.
function filesOf(html) {
  const glue = /\.\/kemps-([0-9a-f]+)\.js\b/.exec(html);
  if (!glue || !html.includes(`./kemps-${glue[1]}_bg.wasm`)) return [];
  const names = [...html.matchAll(/\.\/([\w.-]+\.(?:js|wasm|css))\b/g)].map((m) => m[1]).filter((n) => n !== 'sw.js' && !FRIENDS.test(`/${n}`));
  return [...new Set(names)].map((n) => new URL(`./${n}`, self.registration.scope).href);
}

/** The text of `response` when it is a whole HTML page from this origin, else ''. */
async function htmlOf(response) {
  const isHtml = response.ok && response.type === 'basic' && /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  return isHtml ? response.clone().text() : '';
}

/** The cached page, when the cache holds a whole build (the page and every file it names). */
async function cachedBuild() {
  const cache = await caches.open(CACHE);
  const page = await cache.match(pageUrl());
  const files = page ? filesOf(await htmlOf(page)) : [];
  if (!files.length) return undefined;
  for (const url of files) if (!(await cache.match(url))) return undefined;
  return page;
}

// The catalogs of the languages other than English that a page of the game lists
// (`./lang/fr-<hash>.cat`), by language tag. They are not fetched with the page: a catalog is
// kept once the player's page fetches it (a language chosen), and a new build's version of a
// kept language is fetched with the new build, so that the game goes on speaking it offline.
const CATALOG = /\/lang\/([\w-]+)-[0-9a-f]{16}\.cat$/;

// The build with friend play (`./friends-<hash>.js` and `./friends-<hash>_bg.wasm`, see
// scripts/wasm.mjs) is kept the same way: once the page fetched it (a friend's table
// opened), and then a new build's version with the new build.
const FRIENDS = /\/friends-[0-9a-f]{16}(?:\.js|_bg\.wasm)$/;

function friendsOf(html) {
  return [...html.matchAll(/\.\/friends-[0-9a-f]{16}(?:\.js|_bg\.wasm)/g)].map((m) => new URL(m[0], self.registration.scope).href);
}

function catalogsOf(html) {
  const found = [...html.matchAll(/\.\/lang\/[\w-]+-[0-9a-f]{16}\.cat/g)].map((m) => new URL(m[0], self.registration.scope).href);
  return new Map(found.map((url) => [CATALOG.exec(url)[1], url]));
}

// Keeps `response` as the page, with its files; the old build's files are then dropped. Fails,
// keeping nothing, unless it is a build of the game whose files can all be fetched.
async function keepPage(response) {
  const html = await htmlOf(response);
  const wanted = filesOf(html);
  if (!wanted.length) throw new Error('not a build of the game');
  const cache = await caches.open(CACHE);
  // Every file first: a page whose files could not all be fetched does not replace a
  // complete older one.
  const missing = [];
  for (const url of wanted) if (!(await cache.match(url))) missing.push(url);
  const fetched = await Promise.all(missing.map(async (url) => {
    const r = await fetch(url, { cache: 'no-cache' });
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return [url, r];
  }));
  for (const [url, r] of fetched) await cache.put(url, r);
  const languages = new Set();
  let friendly = false;
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    const catalog = CATALOG.exec(path);
    if (catalog) languages.add(catalog[1]);
    friendly ||= FRIENDS.test(path);
  }
  // The browser's own language is kept from the first visit (the page starts in it).
  const listed = catalogsOf(html);
  const own = (self.navigator.languages ?? []).map((tag) => spoken([...listed.keys()], tag)).find(Boolean);
  if (own) languages.add(own);
  const used = [...listed].filter(([tag]) => languages.has(tag)).map(([, url]) => url);
  if (friendly) used.push(...friendsOf(html));
  for (const url of used) {
    if (await cache.match(url)) continue;
    const r = await fetch(url, { cache: 'no-cache' }).catch(() => undefined);
    if (r?.ok) await cache.put(url, r);
  }
  await cache.put(pageUrl(), response);
  const keep = new Set([pageUrl(), ...wanted, ...used]);
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}

/** A language's catalog or the build with friend play: the kept one, else the network's, then kept. */
async function keptOnUse(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The answer to a navigation to the game's address (see the top of this file). */
async function openGame(event) {
  let response;
  try {
    response = await fetch(event.request, { cache: 'no-cache' });
  } catch {
    return (await cachedBuild()) ?? neverLoaded(event.request);
  }
  if (response.type === 'opaqueredirect') return response;
  const cached = await cachedBuild();
  if (!cached) {
    event.waitUntil(keepPage(response.clone()).catch(() => undefined));
    return response;
  }
  try {
    await keepPage(response.clone());
    return response;
  } catch {
    return cached;
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(fetch(PAGE, { cache: 'no-cache' }).then(keepPage).catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Any other document (this file, the style sheet, a file that is not there): the
    // browser's own way, network or its error page.
    if (isGamePage(url)) event.respondWith(openGame(event));
    return;
  }
  if (CATALOG.test(url.pathname) || FRIENDS.test(url.pathname)) {
    event.respondWith(keptOnUse(request));
    return;
  }
  // The page's files: from the cache when kept there, else the network (nothing else is
  // added here: `keepPage` decides what the cache holds).
  event.respondWith((async () => (await caches.match(request)) ?? fetch(request))());
});
