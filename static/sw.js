// Kemps plays offline after a first visit. The page itself is fetched network-first, so a
// new build is picked up as soon as it is deployed; the build's files have content hashes in
// their names, so they are served from the cache once fetched. All paths are relative: the
// game works from any sub-path of any static host.
const CACHE = 'kemps-v1';
const PAGE = './';

function assetsOf(html) {
  return [...new Set([...html.matchAll(/\.\/([\w.-]+\.(?:js|wasm|css))/g)].map((m) => `./${m[1]}`))];
}

async function keepPage(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  await cache.put(PAGE, response.clone());
  const wanted = new Set(assetsOf(html).map((a) => new URL(a, self.registration.scope).href));
  await Promise.all(
    [...wanted].map(async (url) => { if (!(await cache.match(url))) await cache.add(url); }),
  );
  // Files of older builds are no longer needed.
  for (const request of await cache.keys()) {
    const url = request.url;
    if (url !== new URL(PAGE, self.registration.scope).href && !wanted.has(url)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(fetch(PAGE, { cache: 'no-cache' }).then((r) => (r.ok ? keepPage(r) : undefined)).catch(() => undefined));
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
    event.respondWith((async () => {
      try {
        const response = await fetch(request, { cache: 'no-cache' });
        if (response.ok) event.waitUntil(keepPage(response.clone()).catch(() => undefined));
        return response;
      } catch {
        const cached = await caches.match(PAGE);
        return cached ?? new Response('Kemps is offline and was never loaded here.', { status: 503 });
      }
    })());
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request);
    if (cached) return cached;
    const response = await fetch(request);
    if (response.ok && /\.(js|wasm|css)$/.test(url.pathname)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((c) => c.put(request, copy)));
    }
    return response;
  })());
});
