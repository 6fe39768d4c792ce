// Builds the page into a folder for any static host (default dist/): the page, its one style
// sheet, the offline worker, the app's icons and manifests, the language catalogs and the
// game's two builds. Every URL in it is relative, so the folder works from any sub-path.
//   node scripts/page.mjs [DIR]
//
// The folder is made beside DIR and put in its place once whole, so that a server or a test
// reading DIR never sees half a build. The steps, in order:
//   - index.html: its comments and the space between its tags dropped, its small inline
//     scripts minified by esbuild (the game's loader is left to scripts/wasm.mjs, which
//     writes the builds' names into it);
//   - the style sheets the page links (static/style.css, table.css, faces.css, kept apart in
//     the sources for reading) become one minified file, in their order, named by a hash of
//     its content, so that the worker's cache never keeps a stale copy; one gzip stream
//     compresses their shared selectors and properties together (about 0.9 KB less) and the
//     page waits for one request instead of three;
//   - static/sw.js, the offline worker, without its comment lines and indentation;
//   - scripts/icons.mjs, scripts/catalogs.mjs and scripts/wasm.mjs, each writing into the
//     folder (see each).
//
// The game's Wasm is built for the page by scripts/wasm.mjs in the environment this runs in
// (scripts/setup.sh's page_build sets it: the Wasm's own std and its target directory). The
// command line that writes the catalogs is a native build, in NATIVE_TARGET_DIR (the
// project's usual target directory by default).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const staging = `${dist}.new`;

const hash = (body) => createHash('sha256').update(body).digest('hex').slice(0, 16);
const esbuild = (args, input) => execFileSync('esbuild', ['--minify', '--log-level=warning', ...args], { input, encoding: 'utf8' }).trim();

/** The style sheets `<link rel="stylesheet" href="static/…">` of `html`, as one file in `dir`. */
function oneStyleSheet(html, dir) {
  const link = /<link rel="stylesheet" href="(static\/[\w.-]+\.css)" \/>/g;
  const sheets = [...html.matchAll(link)].map((m) => m[1]);
  if (sheets.length === 0) throw new Error('page: index.html links no style sheet under static/');
  const css = esbuild(['--loader=css'], sheets.map((s) => readFileSync(join(ROOT, s), 'utf8')).join('\n'));
  const name = `style-${hash(css)}.css`;
  writeFileSync(join(dir, name), `${css}\n`);
  let first = true;
  return html.replace(link, () => {
    if (!first) return '';
    first = false;
    return `<link rel=stylesheet href=./${name}>`;
  });
}

/** `html` without comments or the space between tags, its inline scripts minified. */
function minifiedPage(html) {
  const scripts = [];
  const kept = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script>([\s\S]*?)<\/script>/g, (whole, code) => {
      // The loader is minified by scripts/wasm.mjs once the builds' names are in it.
      scripts.push(code.includes('KEMPS_FIRST') ? whole : `<script>${esbuild([], code)}</script>`);
      return `<script>${scripts.length - 1}</script>`;
    })
    .replace(/>\s+</g, '><')
    .trim();
  return kept.replace(/<script>(\d+)<\/script>/g, (_, i) => scripts[Number(i)]);
}

/** The offline worker without whole-line comments and indentation (no code is touched). */
function worker(dir) {
  const kept = readFileSync(join(ROOT, 'static', 'sw.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//') && !(line.startsWith('/**') && line.endsWith('*/')));
  writeFileSync(join(dir, 'sw.js'), `${kept.join('\n')}\n`);
}

rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const started = Date.now();
let html = readFileSync(join(ROOT, 'index.html'), 'utf8');
html = oneStyleSheet(html, staging);
writeFileSync(join(staging, 'index.html'), `${minifiedPage(html)}\n`);
worker(staging);
for (const step of ['icons', 'catalogs', 'wasm']) {
  execFileSync('node', [join(ROOT, 'scripts', `${step}.mjs`), staging], { cwd: ROOT, stdio: 'inherit' });
}
mkdirSync(dirname(dist), { recursive: true });
rmSync(dist, { recursive: true, force: true });
renameSync(staging, dist);
console.log(`page: built into ${dist} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
