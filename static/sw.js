// Kemps plays offline after a first visit. The page itself is fetched network-first, so a
// new build is picked up as soon as it is deployed; the build's files have content hashes in
// their names, so they are served from the cache once fetched. All paths are relative: the
// game works from any sub-path of any static host.
//
// The cache holds the game's page and the files that page names, nothing else: only a
// navigation to the game's own address (the scope, or its index.html, with any query) is
// answered with the cached page and can replace it. Opening this file, the style sheet or
// any other file goes to the network, and is never kept as the page.
const CACHE = 'kemps-v1';
const PAGE = './';

const scopeUrl = () => new URL(self.registration.scope);
const pageUrl = () => new URL(PAGE, self.registration.scope).href;

/** The game's own address: the scope itself or its index.html, whatever the query. */
function isGamePage(url) {
  const scope = scopeUrl();
  return url.origin === scope.origin && (url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`);
}

// The built files the page names (`./kemps-…_bg.wasm`, `./style-….css`): not this worker, nor
// the icons and the manifest, which only installing reads.
function assetsOf(html) {
  const names = [...html.matchAll(/\.\/([\w.-]+\.(?:js|wasm|css))\b/g)].map((m) => m[1]).filter((n) => n !== 'sw.js');
  return [...new Set(names)].map((n) => new URL(`./${n}`, self.registration.scope).href);
}

const isPage = (response) => response.ok && response.type === 'basic' && /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/** Keeps `response` as the page, with its files; the old build's files are then dropped. */
async function keepPage(response) {
  if (!isPage(response)) return;
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const wanted = assetsOf(html);
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
  await cache.put(pageUrl(), response);
  const keep = new Set([pageUrl(), ...wanted]);
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
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
    if (!isGamePage(url)) return;
    event.respondWith((async () => {
      try {
        const response = await fetch(request, { cache: 'no-cache' });
        if (isPage(response) && !response.redirected) event.waitUntil(keepPage(response.clone()).catch(() => undefined));
        return response;
      } catch {
        const cached = await caches.match(pageUrl());
        return cached ?? new Response('Kemps is offline and was never loaded here.', { status: 503 });
      }
    })());
    return;
  }
  // The page's files: from the cache when kept there, else the network (nothing is added
  // here: only `keepPage` decides what the cache holds).
  event.respondWith((async () => (await caches.match(request)) ?? fetch(request))());
});
