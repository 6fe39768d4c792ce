// Trunk's post-build hook: the build of the game with friend play, beside the page's own.
//
// The page opens with Trunk's build, which leaves friend play out (WebRTC, the invitation and
// reply links, the friend screen: about a fifth of the Wasm). This hook builds the same binary
// with its default features, friend play included, the way Trunk builds the other: the same
// cargo environment (scripts/setup.sh's page_trunk), wasm-bindgen's classic-script glue,
// wasm-opt with the parameters index.html gives Trunk, and short import names
// (scripts/short-imports.mjs). It writes `friends-<hash>.js` and `friends-<hash>_bg.wasm`, the
// hash of the Wasm's content, and puts their names in the page's loader in place of
// 'KEMPS_FRIENDS' (see Trunk.toml): the loader fetches them only for an address that asks for
// a friend's table, and the offline worker keeps them once fetched (static/sw.js).
//   node scripts/friends.mjs [DIR]   (Trunk passes its staging directory)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';
const target = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target');
const run = (command, args) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });

// wasm-opt's level and parameters, as index.html gives them to Trunk for the other build.
const source = readFileSync(join(ROOT, 'index.html'), 'utf8');
const rust = /<link data-trunk rel="rust"[^>]*>/.exec(source)?.[0] ?? '';
const level = /data-wasm-opt="(\w+)"/.exec(rust)?.[1];
const params = /data-wasm-opt-params="([^"]*)"/.exec(rust)?.[1];
if (!level || params === undefined) throw new Error('friends: index.html names no wasm-opt level and parameters');

run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown', '--bin', 'kemps']);
const out = mkdtempSync(join(tmpdir(), 'kemps-friends-'));
try {
  run('wasm-bindgen', ['--target', 'no-modules', '--no-typescript', '--out-dir', out, '--out-name', 'friends',
    join(target, 'wasm32-unknown-unknown', 'release', 'kemps.wasm')]);
  run('wasm-opt', [`-O${level}`, ...params.split(/\s+/).filter(Boolean), join(out, 'friends_bg.wasm'), '-o', join(out, 'friends_bg.wasm')]);
  run('node', [join(ROOT, 'scripts', 'short-imports.mjs'), out]);

  const wasm = readFileSync(join(out, 'friends_bg.wasm'));
  const name = `friends-${createHash('sha256').update(wasm).digest('hex').slice(0, 16)}`;
  renameSync(join(out, 'friends_bg.wasm'), join(dir, `${name}_bg.wasm`));
  renameSync(join(out, 'friends.js'), join(dir, `${name}.js`));
  if (readdirSync(out).length) throw new Error(`friends: unexpected files ${readdirSync(out)}`);

  const page = join(dir, 'index.html');
  const html = readFileSync(page, 'utf8');
  const placeholder = /(["'`])KEMPS_FRIENDS\1/; // quoted as the minifier left it
  if (!placeholder.test(html)) throw new Error("friends: the page's loader has no 'KEMPS_FRIENDS' to replace");
  const build = JSON.stringify({ js: `./${name}.js`, wasm: `./${name}_bg.wasm` });
  writeFileSync(page, html.replace(placeholder, build));
} finally {
  rmSync(out, { recursive: true, force: true });
}
