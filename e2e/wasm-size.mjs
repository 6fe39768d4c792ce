// What the Wasm is made of, by twiggy, so that a change sees what it costs: the biggest
// functions, then the biggest crates. Reads the release Wasm as wasm-bindgen left it, before
// wasm-opt (it still has its function names; wasm-opt then shrinks it by about a third), and
// prints raw bytes, not gzipped ones.
//   node e2e/wasm-size.mjs [FILE.wasm]   (run by scripts/bench after a release build)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CANDIDATES = [
  `${ROOT}target/page/wasm-size/kemps_bg.wasm`, // the first build's main Wasm (scripts/wasm.mjs)
  `${ROOT}target/page/wasm32-unknown-unknown/release/kemps.wasm`,
  `${ROOT}target/wasm-bindgen/release/kemps_bg.wasm`,
  `${ROOT}target/wasm32-unknown-unknown/release/kemps.wasm`,
];
const file = process.argv[2] ?? CANDIDATES.find((f) => existsSync(f));
if (!file) throw new Error('no release Wasm: run `scripts/setup.sh page` first');
const twiggy = (...args) => execFileSync('twiggy', args, { encoding: 'utf8', maxBuffer: 1 << 28 });

console.log(`\nthe Wasm before wasm-opt, by twiggy (${file.slice(file.indexOf('target/'))}, raw bytes)`);
console.log('\nbiggest functions');
console.log(twiggy('top', '-n', '20', file).replace(/\n+$/, ''));

/**
 * The crate an item's code comes from, by its demangled path: `<A as B>::f` counts for A's
 * crate, and the game's own code by module (`kemps::ui`, `kemps::engine`…). A component's
 * view inlined into Yew's generic `CompStateInner<COMP>::view` counts for `yew`: its name no
 * longer says which component it is.
 */
function crateOf(name) {
  if (/^custom section|subsection$/.test(name)) return null; // names: dropped by wasm-opt
  if (name.startsWith('data segment')) return '(data: text, tables, panic locations)';
  if (name.startsWith('import ')) return '(imports from the JS glue)';
  if (!name.includes('::')) return '(exports, tables, glue)';
  let s = name.replace(/\[[0-9a-f]{12,16}\]/g, '');
  while (s.startsWith('<')) {
    s = s.slice(1).replace(/^(&|\*const |\*mut |mut |dyn |\[|\()+/, '');
    // `<T as Trait>::f` with T a generic parameter or a primitive: the trait's crate.
    const generic = /^([A-Za-z_]\w*) as /.exec(s);
    if (generic && !generic[1].includes('::')) s = s.slice(generic[0].length);
  }
  const path = s.split(/::|[<> ,;\])]/).filter(Boolean);
  if (path[0] === 'kemps') return path.slice(0, 2).join('::');
  // `<char>::f`, `<str>::f`…: methods of the primitive types live in core.
  return /^(bool|char|str|[iuf](8|16|32|64|128|size))$/.test(path[0]) ? 'core' : path[0];
}

const items = JSON.parse(twiggy('top', '-n', '1000000', '--format', 'json', file));
const sums = new Map();
let total = 0;
for (const { name, shallow_size: size } of items) {
  const crate = crateOf(name);
  if (crate === null) continue;
  total += size;
  sums.set(crate, (sums.get(crate) ?? 0) + size);
}
console.log('\nbiggest crates (the game by module; function names left out)');
for (const [crate, size] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${((100 * size) / total).toFixed(1).padStart(5)} %  ${crate}`);
}
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  in all`);
