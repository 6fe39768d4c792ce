#!/usr/bin/env node
// The module graph of the game's code: which file uses which, and the circles in it.
//   node scripts/layers.mjs            circles between files, and between the items of a folder,
//                                      functions over 80 lines and files over 600
// Test code is left out: modules under a `cfg` that needs `test` (`#[cfg(test)]`,
// `#[cfg(all(test, …))]`) and a file's code after the first such `cfg`.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SRC = 'src';
/** A `cfg` attribute that holds only in tests. */
const TEST_ONLY = /#\[cfg\((?:all\()?test\b/;
/** file → its module path ('engine::card'), and module path → file. */
const [fileMod, modFile] = [new Map(), new Map()];

function load(file, path) {
  fileMod.set(file, path);
  modFile.set(path.join('::'), file);
  const text = readFileSync(file, 'utf8');
  const own = /(^|\/)(mod|lib|main)\.rs$/.test(file) ? dirname(file) : file.replace(/\.rs$/, '');
  const re = /((?:#\[[^\]]*\]\s*)*)(?:pub(?:\([^)]*\))?\s+)?mod\s+([a-z_0-9]+)\s*;/g;
  for (const m of text.matchAll(re)) {
    const attrs = m[1];
    if (TEST_ONLY.test(attrs)) continue;
    const at = /#\[path\s*=\s*"([^"]+)"\]/.exec(attrs)?.[1];
    const child = at ? join(dirname(file), at) : [join(own, `${m[2]}.rs`), join(own, m[2], 'mod.rs')].find(existsSync);
    if (child) load(child, [...path, m[2]]);
  }
}
for (const root of ['lib.rs', 'main.rs']) if (existsSync(join(SRC, root))) load(join(SRC, root), root === 'lib.rs' ? [] : ['<main>']);
for (const bin of ['bin/kemps-cli.rs']) if (existsSync(join(SRC, bin))) load(join(SRC, bin), ['<cli>']);

/** The module a path names: the longest prefix that is a module. */
const resolve = (parts) => {
  for (let n = parts.length; n > 0; n--) if (modFile.has(parts.slice(0, n).join('::'))) return modFile.get(parts.slice(0, n).join('::'));
  return null;
};
const uses = new Map();
for (const [file, path] of fileMod) {
  let text = readFileSync(file, 'utf8');
  const test = text.search(TEST_ONLY);
  if (test >= 0) text = text.slice(0, test);
  text = text.replace(/\/\/.*$/gm, '');
  const out = new Set();
  const add = (parts) => {
    const to = resolve(parts);
    if (to && to !== file) out.add(to);
  };
  // Paths, also inside `use a::{b, c::{d}}` groups (flattened one level deep is enough here).
  for (const m of text.matchAll(/\b(crate|super|self)((?:::[A-Za-z_0-9]+)+)(::\{([^;]*?)\})?/g)) {
    let base = m[1] === 'crate' ? [] : m[1] === 'self' ? [...path] : path.slice(0, -1);

    const rest = m[2].split('::').filter(Boolean);
    while (rest[0] === 'super') { base = base.slice(0, -1); rest.shift(); }
    const parts = [...base, ...rest];
    add(parts);
    if (m[4]) for (const item of m[4].split(',')) {
      const name = item.trim().split(/::|\s/)[0];
      if (name && name !== 'self') add([...parts, ...item.trim().replace(/\{.*$/s, '').split('::').map((s) => s.trim()).filter((s) => s && s !== 'self')]);
    }
  }
  for (const m of text.matchAll(/\b(crate|super)::\{([^;]*?)\};/g)) {
    const base = m[1] === 'crate' ? [] : path.slice(0, -1);
    for (const item of m[2].split(',')) {
      const parts = item.trim().replace(/\{.*$/s, '').split('::').map((s) => s.trim()).filter(Boolean);
      if (parts.length) add([...base, ...parts]);
    }
  }
  uses.set(file, out);
}

/** The circles of a graph (`next`: node → the nodes it points to): its strongly connected
 *  components of more than one node (Tarjan). */
function circles(next) {
  let index = 0;
  const [idx, low, stack, on, found] = [new Map(), new Map(), [], new Set(), []];
  const visit = (v) => {
    idx.set(v, index); low.set(v, index++); stack.push(v); on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = [];
      let w;
      do { w = stack.pop(); on.delete(w); c.push(w); } while (w !== v);
      if (c.length > 1) found.push(c);
    }
  };
  for (const v of next.keys()) if (!idx.has(v)) visit(v);
  return found;
}
// Circles between files.
const sccs = circles(uses);
const name = (f) => relative(SRC, f);
console.log(`${fileMod.size} files, ${[...uses.values()].reduce((n, s) => n + s.size, 0)} arrows`);
console.log(`circles between files: ${sccs.length}`);
for (const c of sccs) console.log(`  ${c.length} files: ${c.map(name).sort().join(', ')}`);
// Within each folder, its items (its files, and its subfolders taken whole) read as layers:
// no circle between them. An arrow from a/b/… to a/c/… is an arrow from b to c in folder a.
// A module's own file is in the folder of its submodules, whether it is `x/mod.rs` or `x.rs`
// beside a folder `x/`.
const folder = (f) => {
  const own = f.replace(/\.rs$/, '');
  if (!/(^|\/)(mod|lib|main)$/.test(own) && existsSync(own)) return name(own);
  return name(f).split('/').slice(0, -1).join('/') || '.';
};
/** A file's place: its folder's names, then its own (a module's own file has none). */
const place = (f) => {
  const dir = folder(f) === '.' ? [] : folder(f).split('/');
  const own = folder(f) === name(f.replace(/\.rs$/, '')) || /(^|\/)(mod|lib|main)\.rs$/.test(f);
  return own ? dir : [...dir, name(f).split('/').pop().replace(/\.rs$/, '')];
};
/** folder → item → items it uses, with the files' arrows behind each. */
const items = new Map();
for (const [from, tos] of uses) for (const to of tos) {
  const [a, b] = [place(from), place(to)];
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  // (One inside the other: a module's own file and its submodules, which are one item.)
  if (i === a.length || i === b.length) continue;
  const at = a.slice(0, i).join('/') || '.';
  if (!items.has(at)) items.set(at, new Map());
  const edges = items.get(at);
  const key = `${a[i]} → ${b[i]}`;
  edges.set(key, [...(edges.get(key) ?? []), `${name(from)} → ${name(to)}`]);
}
const layerCircles = [];
for (const [at, edges] of [...items].sort()) {
  const next = new Map();
  for (const key of edges.keys()) {
    const [x, y] = key.split(' → ');
    if (!next.has(x)) next.set(x, new Set());
    next.get(x).add(y);
  }
  for (const c of circles(next)) layerCircles.push({ at, c: c.sort(), edges });
}
console.log(`circles between the items of a folder: ${layerCircles.length}`);
for (const { at, c, edges } of layerCircles) {
  console.log(`  in ${at}: ${c.join(', ')}`);
  for (const [key, arrows] of edges) {
    const [x, y] = key.split(' → ');
    if (c.includes(x) && c.includes(y)) console.log(`    ${key}: ${arrows.slice(0, 3).join('; ')}${arrows.length > 3 ? ` (+${arrows.length - 3})` : ''}`);
  }
}

// Functions (and methods) of more than 80 lines, test code aside: from a line that begins an
// `fn` to the line with its closing brace at the same indent (as rustfmt lays them out).
const LONGEST = 80;
const long = [];
for (const file of fileMod.keys()) {
  let text = readFileSync(file, 'utf8');
  const test = text.search(TEST_ONLY);
  if (test >= 0) text = text.slice(0, test);
  const lines = text.split('\n');
  for (const [i, line] of lines.entries()) {
    const m = /^(\s*)(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_0-9]+)/.exec(line);
    if (!m) continue;
    // (A declaration without a body, or a function on one line, has no closing line.)
    if (/[;}]\s*$/.test(line)) continue;
    const end = lines.findIndex((l, j) => j > i && l === `${m[1]}}`);
    if (end < 0) continue;
    if (end - i + 1 > LONGEST) long.push(`${name(file)}:${i + 1} ${m[2]} (${end - i + 1} lines)`);
  }
}
console.log(`functions over ${LONGEST} lines: ${long.length}`);
for (const l of long) console.log(`  ${l}`);

// Files of more than 600 lines, their tests included.
const LONGEST_FILE = 600;
const big = [...fileMod.keys()].map((f) => [f, readFileSync(f, 'utf8').split('\n').length - 1]).filter(([, n]) => n > LONGEST_FILE);
console.log(`files over ${LONGEST_FILE} lines: ${big.length}`);
for (const [f, n] of big) console.log(`  ${name(f)} (${n} lines)`);
process.exitCode = sccs.length || layerCircles.length || long.length || big.length ? 1 : 0;
