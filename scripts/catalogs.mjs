// Trunk's post-build hook: every language's catalog but English (which is in the Wasm) is
// written beside the page as `lang/<tag>-<hash>.cat`, the hash of its content, so that a
// browser or the offline worker may keep it as long as it likes; the page lists them in
// `<script id="kemps-catalogs" type="application/json">` for `src/ui/lang.rs`. The catalogs
// are compiled from locales/ by build.rs; `kemps-cli catalogs` writes them out (a native
// build of the command line, in the project's usual target directory).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR ?? 'dist';

// The page's build runs with a std built for size (scripts/setup.sh's page_trunk): none of
// that applies to a native build of the command line.
const env = { ...process.env, CARGO_TARGET_DIR: join(ROOT, 'target') };
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

const page = `${dir}/index.html`;
const html = readFileSync(page, 'utf8');
const script = `<script id="kemps-catalogs" type="application/json">${JSON.stringify(list)}</script>`;
if (!html.includes('</head>')) throw new Error('index.html has no </head>');
writeFileSync(page, html.replace('</head>', `${script}</head>`));
