// A step of the page's build (scripts/page.mjs): the game's two builds, beside the page, and
// their names in its loader (index.html).
//
// - The first build, which a page opens with, leaves friend play out and is split
//   (`--no-default-features --features split`): wasm-split cuts the screens that
//   src/ui/lazy.rs names out of the Wasm into files of their own (`part-<name>-<hash>.wasm`),
//   which the page fetches when such a screen first opens, through a small module of
//   wasm-split's (`split-<hash>.js`). What a first visit downloads is the rest: the home
//   screen and the app around it.
// - The build with friend play (the default features) is whole, fetched only for a friend's
//   table.
//
// Each is built as cargo builds it in scripts/setup.sh's page_build (the same environment, so
// the two builds share the std and every crate but the game), and made ready for the page the
// same way: wasm-bindgen's ES-module glue, wasm-opt, short import names
// (scripts/short-imports.mjs), the glue minified by esbuild, and file names that carry a hash
// of the build's content. The loader gets the builds' names in place of 'KEMPS_FIRST' and
// 'KEMPS_FRIENDS'; the offline worker (static/sw.js) reads them there too.
//   node scripts/wasm.mjs DIR   (scripts/page.mjs passes the folder it builds)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leb } from './wasm-bytes.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? 'dist';
const target = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const built = join(target, 'wasm32-unknown-unknown', 'release', 'kemps.wasm');
// wasm-split reads the call graph from the linker's relocations. Both builds are linked with
// them (the whole one just drops them), so that both share every compiled crate. The flag goes
// where cargo reads flags from: RUSTFLAGS, when it is set, wins over the target's own.
const flags = process.env.RUSTFLAGS !== undefined ? 'RUSTFLAGS' : 'CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS';
if (process.env.CARGO_ENCODED_RUSTFLAGS !== undefined) throw new Error('wasm: CARGO_ENCODED_RUSTFLAGS is set: the builds would lose their flags');
const env = { ...process.env, [flags]: `${process.env[flags] ?? ''} -Clink-args=--emit-relocs`.trim() };
const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env });

// wasm-opt may assume the lowest 1 KB of memory unused: it is the far end of the 1 MB stack
// (Rust puts the stack first), so it folds address arithmetic into load and store offsets. A
// function of one caller is inlined only when small (-ocimfs=80): the big views stay
// functions of their own, which compresses better (about 1.8 KB less gzipped).
const WASM_OPT = ['-Oz', '--strip-producers', '--strip-target-features', '--low-memory-unused', '--one-caller-inline-max-function-size=80'];

const hash = (...bodies) => {
  const h = createHash('sha256');
  for (const body of bodies) h.update(body);
  return h.digest('hex').slice(0, 16);
};

/** `text` with `from` replaced by `to`, which must be there exactly `times` times. */
function replaced(text, from, to, what, times = 1) {
  const found = text.split(from).length - 1;
  if (found !== times) throw new Error(`wasm: ${what}: ${from} is there ${found} times, not ${times}`);
  return text.split(from).join(to);
}

const minified = (file) => execFileSync('esbuild', ['--minify', '--format=esm', '--log-level=warning', file], { encoding: 'utf8' });

/**
 * wasm-bindgen, wasm-opt and short import names for `wasm` in `out`; the glue's text, and
 * the Wasm's path. `extra` goes to wasm-bindgen.
 */
function bindgen(wasm, out, name, extra = []) {
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', ...extra, '--out-dir', out, '--out-name', name, wasm]);
  const bg = join(out, `${name}_bg.wasm`);
  // As wasm-bindgen left it, with its function names, for e2e/wasm-size.mjs.
  mkdirSync(join(target, 'wasm-size'), { recursive: true });
  copyFileSync(bg, join(target, 'wasm-size', `${name}_bg.wasm`));
  run('wasm-opt', [...WASM_OPT, bg, '-o', bg]);
  run('node', [join(ROOT, 'scripts', 'short-imports.mjs'), out]);
  return [readFileSync(join(out, `${name}.js`), 'utf8'), bg];
}


/** `wasm` without the linker's relocations (the custom sections `linking` and `reloc.*`). */
function withoutRelocations(wasm) {
  const kept = [wasm.subarray(0, 8)];
  for (let at = 8; at < wasm.length;) {
    const [size, start] = leb(wasm, at + 1);
    const [length, name] = wasm[at] === 0 ? leb(wasm, start) : [0, start];
    const custom = wasm[at] === 0 ? wasm.subarray(name, name + length).toString('utf8') : '';
    if (custom !== 'linking' && !custom.startsWith('reloc.')) kept.push(wasm.subarray(at, start + size));
    at = start + size;
  }
  return Buffer.concat(kept);
}

/** The build with friend play, whole: its two files in `dir`, by name. */
function friendsBuild(work) {
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'kemps']);
  const out = join(work, 'friends');
  const whole = join(work, 'friends.wasm');
  writeFileSync(whole, withoutRelocations(readFileSync(built)));
  const [, bg] = bindgen(whole, out, 'friends');
  const wasm = readFileSync(bg);
  const name = `friends-${hash(wasm)}`;
  writeFileSync(join(dir, `${name}_bg.wasm`), wasm);
  writeFileSync(join(dir, `${name}.js`), minified(join(out, 'friends.js')));
  return { js: `./${name}.js`, wasm: `./${name}_bg.wasm` };
}

/**
 * The first build, split: its files in `dir`, by name. wasm-split writes the main Wasm (for
 * wasm-bindgen), a file per split screen (`split_<name>.wasm`), files of the code that
 * several screens share (`chunk_<n>.wasm`), and the module that fetches them
 * (`__wasm_split.js`, which takes the main Wasm's exports from its glue, `./kemps.js`).
 */
function firstBuild(work) {
  run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'kemps', '--no-default-features', '--features', 'split']);
  const split = join(work, 'split');
  run('wasm-split-cli', [built, split, '--out-name', 'kemps']);
  // The split files find the function table among the main Wasm's exports.
  const out = join(work, 'first');
  let [glue, bg] = bindgen(join(split, 'kemps.wasm'), out, 'kemps', ['--keep-lld-exports']);

  const parts = readdirSync(split).filter((f) => /^(split|chunk)_\w+\.wasm$/.test(f)).sort();
  if (!parts.some((f) => f.startsWith('split_'))) throw new Error('wasm: wasm-split cut no screen out of the first build');
  let fetcher = readFileSync(join(split, '__wasm_split.js'), 'utf8');
  // A host that serves `.wasm` without the `application/wasm` type still works, as the
  // page's loader does: a file is then instantiated from its bytes.
  const streaming = 'WebAssembly.instantiateStreaming(src, imports)';
  const fallback = 'src.then((r) => WebAssembly.instantiateStreaming(r.clone(), imports).catch(() => r.arrayBuffer().then((b) => WebAssembly.instantiate(b, imports))))';
  const loaders = fetcher.split(streaming).length - 1;
  if (loaders === 0) throw new Error('wasm: __wasm_split.js instantiates no file the way it was expected to');
  fetcher = replaced(fetcher, streaming, fallback, '__wasm_split.js', loaders);
  const partFiles = [];
  const bodies = [];
  for (const file of parts) {
    const path = join(split, file);
    run('wasm-opt', [...WASM_OPT, path, '-o', path]);
    const body = readFileSync(path);
    const name = `part-${file.replace(/\.wasm$/, '').replace(/^split_/, '').replace('_', '-')}-${hash(body)}.wasm`;
    writeFileSync(join(dir, name), body);
    fetcher = replaced(fetcher, `"./${file}"`, `"./${name}"`, '__wasm_split.js');
    partFiles.push(`./${name}`);
    bodies.push(body);
  }
  const wasm = readFileSync(bg);
  const name = `kemps-${hash(wasm, ...bodies)}`;
  // The glue imports the fetching module from its own folder; the module imports the glue.
  const imports = glue.match(/\bfrom\s*"\.\/__wasm_split\.js"/g)?.length ?? 0;
  if (imports === 0) throw new Error('wasm: the glue does not import ./__wasm_split.js');
  glue = glue.replace(/(\bfrom\s*)"\.\/__wasm_split\.js"/g, `$1"./split-${name.slice(6)}.js"`);
  fetcher = replaced(fetcher, 'from "./kemps.js"', `from "./${name}.js"`, '__wasm_split.js');
  writeFileSync(join(out, 'kemps.js'), glue);
  writeFileSync(join(out, 'split.js'), fetcher);
  writeFileSync(join(dir, `${name}_bg.wasm`), wasm);
  writeFileSync(join(dir, `${name}.js`), minified(join(out, 'kemps.js')));
  writeFileSync(join(dir, `split-${name.slice(6)}.js`), minified(join(out, 'split.js')));
  return { js: `./${name}.js`, wasm: `./${name}_bg.wasm`, split: `./split-${name.slice(6)}.js`, parts: partFiles };
}

const work = mkdtempSync(join(tmpdir(), 'kemps-wasm-'));
try {
  mkdirSync(dir, { recursive: true });
  const first = firstBuild(work);
  const friends = friendsBuild(work);
  const page = join(dir, 'index.html');
  let html = readFileSync(page, 'utf8');
  for (const [placeholder, build] of [['KEMPS_FIRST', first], ['KEMPS_FRIENDS', friends]]) {
    const quoted = new RegExp(`(["'\`])${placeholder}\\1`); // quoted as the minifier left it
    if (!quoted.test(html)) throw new Error(`wasm: the page's loader has no '${placeholder}' to replace`);
    html = html.replace(quoted, () => JSON.stringify(build));
  }
  // scripts/page.mjs leaves the loader as it is written, for the builds' names.
  const loader = /<script>\s*(\(\(\) => \{[\s\S]*?kempsFriends[\s\S]*?\}\)\(\);)\s*<\/script>/;
  if (!loader.test(html)) throw new Error("wasm: the page's loader is not where it was expected");
  // The first build's two modules are named to the browser before the loader asks for them:
  // it then fetches and compiles them while it reads the page (about 10 ms sooner
  // interactive, by e2e/bench.mjs). A friend's table, which takes the other build, fetches
  // them too: about 5 KB.
  const preload = [first.js, first.split].map((href) => `<link rel=modulepreload href=${href}>`).join('');
  html = html.replace(loader, (_, code) => `${preload}<script>${execFileSync('esbuild', ['--minify', '--log-level=warning'], { input: code, encoding: 'utf8' }).trim()}</script>`);
  writeFileSync(page, html);
  console.log(`wasm: the first build, ${first.js} with ${first.parts.length} parts, and ${friends.js}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
