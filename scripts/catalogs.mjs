// A step of the page's build (scripts/page.mjs): every language's catalog but English (which is in the Wasm) is
// written beside the page as `lang/<tag>-<hash>.cat`, the hash of its content, so that a
// browser or the offline worker may keep it as long as it likes; the page lists them in
// `<script id="kemps-catalogs" type="application/json">` for `src/ui/lang.rs`. The catalogs
// are compiled from locales/ by build.rs; `kemps-cli catalogs` writes them out (a native
// build of the command line, in the project's usual target directory).
//
// It also writes the sentences said before the game's Wasm runs, in every language, from
// locales/<tag>/page.ftl (one-line messages, like the manifest's in scripts/icons.mjs): the
// offline worker's answer when the game was never kept (`page-offline`, in place of
// 'KEMPS_OFFLINE' in sw.js), the page's `<noscript>` (`page-needs-script`, all five, each
// with its `lang`, in place of KEMPS_NEEDS_SCRIPT) and the loader's "could not start"
// (`page-could-not-start`: a file `lang/start-<hash>.json` the loader fetches only when the
// game cannot start, its address in place of 'KEMPS_START', and English's sentence in place
// of 'KEMPS_START_EN' for when that file cannot be fetched; see index.html).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? 'dist';

// The page's build runs with a std built for size and a target directory of its own
// (scripts/setup.sh's page_build): none of that applies to a native build of the command line,
// which goes where the native tests build it (NATIVE_TARGET_DIR), so that it is built once.
const env = { ...process.env, CARGO_TARGET_DIR: process.env.NATIVE_TARGET_DIR ?? join(ROOT, 'target') };
for (const key of Object.keys(env)) {
  if (/^(RUSTC_BOOTSTRAP|CARGO_UNSTABLE_|CARGO_TARGET_WASM32|CARGO_BUILD_|RUSTFLAGS$|CARGO_ENCODED_RUSTFLAGS)/.test(key)) delete env[key];
}
const out = mkdtempSync(join(tmpdir(), 'kemps-catalogs-'));
execFileSync('cargo', ['run', '--quiet', '--bin', 'kemps-cli', '--', 'catalogs', out], { cwd: ROOT, env, stdio: 'inherit' });

mkdirSync(`${dir}/lang`, { recursive: true });
const list = {};
for (const file of readdirSync(out).sort()) {
  const tag = file.replace(/\.cat$/, '');
  const bytes = readFileSync(join(out, file));
  const name = `lang/${tag}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.cat`;
  renameSync(join(out, file), `${dir}/${name}`);
  list[tag] = `./${name}`;
}
rmSync(out, { recursive: true, force: true });

// English first, as the page is; then the others.
const tags = ['en', ...readdirSync(`${ROOT}locales`).filter((t) => t !== 'en').sort()];
/** Message `id` of every language, by tag: one line of plain text, `{ $problem }` aside. */
function said(id) {
  return Object.fromEntries(tags.map((tag) => {
    const ftl = readFileSync(`${ROOT}locales/${tag}/page.ftl`, 'utf8');
    const text = new RegExp(`^${id} = (.+)$`, 'm').exec(ftl)?.[1].trim();
    if (!text || /[{}]/.test(text.replaceAll('{ $problem }', ''))) {
      throw new Error(`catalogs: ${tag}/page.ftl must have ${id} on one line of plain text (a placeable aside from { $problem } cannot be written before the game runs)`);
    }
    return [tag, text];
  }));
}
/** `words` as a script's literal (nothing in it closes the script). */
const literal = (words) => JSON.stringify(words).replaceAll('<', '\\u003c');
const escaped = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** `text` with its quoted placeholder (as a minifier left it) replaced by `value`. */
function put(text, placeholder, value, where) {
  const quoted = new RegExp(`(["'\\x60])${placeholder}\\1`);
  if (!quoted.test(text)) throw new Error(`catalogs: ${where} has no '${placeholder}' to replace`);
  return text.replace(quoted, () => value);
}

const worker = `${dir}/sw.js`;
writeFileSync(worker, put(readFileSync(worker, 'utf8'), 'KEMPS_OFFLINE', literal(said('page-offline')), 'sw.js'));

const page = `${dir}/index.html`;
let html = readFileSync(page, 'utf8');
const script = `<script id="kemps-catalogs" type="application/json">${JSON.stringify(list)}</script>`;
if (!html.includes('</head>')) throw new Error('index.html has no </head>');
html = html.replace('</head>', `${script}</head>`);
const start = said('page-could-not-start');
const startBytes = JSON.stringify(start);
const startName = `lang/start-${createHash('sha256').update(startBytes).digest('hex').slice(0, 16)}.json`;
writeFileSync(`${dir}/${startName}`, startBytes);
html = put(html, 'KEMPS_START', literal(`./${startName}`), "index.html's loader");
html = put(html, 'KEMPS_START_EN', literal(start.en), "index.html's loader");
if (!html.includes('KEMPS_NEEDS_SCRIPT')) throw new Error("catalogs: index.html's <noscript> has no KEMPS_NEEDS_SCRIPT to replace");
const needs = Object.entries(said('page-needs-script')).map(([tag, text]) => `<p lang="${tag}">${escaped(text)}</p>`).join('');
writeFileSync(page, html.replace('KEMPS_NEEDS_SCRIPT', () => needs));
