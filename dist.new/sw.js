const CACHE = 'kemps-v1';
const PAGE = './';
const OFFLINE = 'KEMPS_OFFLINE';
const spoken = (tags, tag) => tags.find((t) => t.slice(0, 2) === tag?.toLowerCase().split(/[-_]/)[0]);
function neverLoaded(request) {
const wanted = [new URL(request.url).searchParams.get('lang'), ...(self.navigator.languages ?? [])];
const lang = wanted.map((tag) => spoken(Object.keys(OFFLINE), tag)).find(Boolean) ?? 'en';
return new Response(OFFLINE[lang], { status: 503 });
}
const scopeUrl = () => new URL(self.registration.scope);
const pageUrl = () => new URL(PAGE, self.registration.scope).href;
function isGamePage(url) {
const scope = scopeUrl();
return url.origin === scope.origin && (url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`);
}
function filesOf(html) {
const glue = /\.\/kemps-([0-9a-f]+)\.js\b/.exec(html);
if (!glue || !html.includes(`./kemps-${glue[1]}_bg.wasm`)) return [];
const names = [...html.matchAll(/\.\/([\w.-]+\.(?:js|wasm|css))\b/g)].map((m) => m[1]).filter((n) => n !== 'sw.js' && !FRIENDS.test(`/${n}`));
return [...new Set(names)].map((n) => new URL(`./${n}`, self.registration.scope).href);
}
async function htmlOf(response) {
const isHtml = response.ok && response.type === 'basic' && /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
return isHtml ? response.clone().text() : '';
}
async function cachedBuild() {
const cache = await caches.open(CACHE);
const page = await cache.match(pageUrl());
const files = page ? filesOf(await htmlOf(page)) : [];
if (!files.length) return undefined;
for (const url of files) if (!(await cache.match(url))) return undefined;
return page;
}
const CATALOG = /\/lang\/([\w-]+)-[0-9a-f]{16}\.cat$/;
const FRIENDS = /\/friends-[0-9a-f]{16}(?:\.js|_bg\.wasm)$/;
function friendsOf(html) {
return [...html.matchAll(/\.\/friends-[0-9a-f]{16}(?:\.js|_bg\.wasm)/g)].map((m) => new URL(m[0], self.registration.scope).href);
}
function catalogsOf(html) {
const found = [...html.matchAll(/\.\/lang\/[\w-]+-[0-9a-f]{16}\.cat/g)].map((m) => new URL(m[0], self.registration.scope).href);
return new Map(found.map((url) => [CATALOG.exec(url)[1], url]));
}
async function keepPage(response) {
const html = await htmlOf(response);
const wanted = filesOf(html);
if (!wanted.length) throw new Error('not a build of the game');
const cache = await caches.open(CACHE);
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
async function keptOnUse(request) {
const cache = await caches.open(CACHE);
const kept = await cache.match(request);
if (kept) return kept;
const response = await fetch(request);
if (response.ok) await cache.put(request, response.clone());
return response;
}
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
if (isGamePage(url)) event.respondWith(openGame(event));
return;
}
if (CATALOG.test(url.pathname) || FRIENDS.test(url.pathname)) {
event.respondWith(keptOnUse(request));
return;
}
event.respondWith((async () => (await caches.match(request)) ?? fetch(request))());
});
