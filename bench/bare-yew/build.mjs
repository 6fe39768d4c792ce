// Builds the bare Yew page into target/bare-yew/dist, as the game's page is built (the same
// release profile and std, wasm-bindgen, wasm-opt -Oz) and loaded (its Wasm fetched and
// compiled from the first line, started once the document is parsed), so that scripts/bench
// can give the game's time to interactive as a ratio to it. Run by scripts/bench in the
// page's build environment (scripts/setup.sh's page_env).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '..', '..');
const target = process.env.CARGO_TARGET_DIR ?? join(ROOT, 'target', 'bare-yew');
const dist = join(ROOT, 'target', 'bare-yew', 'dist');
const run = (command, args) => execFileSync(command, args, { cwd: HERE, stdio: 'inherit' });

run('cargo', ['build', '--release', '--target', 'wasm32-unknown-unknown']);
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
run('wasm-bindgen', ['--target', 'no-modules', '--no-typescript', '--out-dir', dist, '--out-name', 'bare', join(target, 'wasm32-unknown-unknown', 'release', 'bare-yew.wasm')]);
run('wasm-opt', ['-Oz', '--strip-producers', '--strip-target-features', join(dist, 'bare_bg.wasm'), '-o', join(dist, 'bare_bg.wasm')]);
writeFileSync(join(dist, 'index.html'), `<!doctype html><html lang=en><head><meta charset=utf-8><title>Bare Yew</title><script>
window.kempsWasm = fetch('./bare_bg.wasm').then((r) => {
  if (!r.ok) throw new Error(\`\${r.status} \${r.statusText}\`);
  return WebAssembly.compileStreaming(r.clone()).catch(() => r.arrayBuffer().then((b) => WebAssembly.compile(b)));
});
addEventListener('DOMContentLoaded', () => Promise.resolve().then(() => wasm_bindgen({ module_or_path: window.kempsWasm })).then((wasm) => {
  window.wasmBindings = wasm_bindgen;
  dispatchEvent(new CustomEvent('KempsStarted', { detail: { wasm } }));
}, (e) => {
  const p = document.createElement('p');
  p.className = 'load-problem';
  p.setAttribute('role', 'alert');
  p.textContent = \`The page could not start: \${e}. Reload the page to try again.\`;
  document.body.append(p);
}));
</script><script src="./bare.js" defer></script></head><body></body></html>
`);
console.log(`bare-yew: built into ${dist}`);
