// Called by scripts/wasm.mjs for each build: wasm-bindgen names every import after its JS function plus a
// 16-digit hash (`__wbg_createElement_de4a31ed2fb252be`), and the name is written twice, in
// the Wasm's import section and as a key of the glue's import object. About 170 such names
// cost about 6 KB of the gzipped download. Here each becomes a short name (`$0`, `$1`, …) in
// both files. Only names with the hash are renamed, each the same in both files; the Wasm's
// code refers to imports by index, so nothing else changes. The build fails, and nothing is
// written, if a name is not found exactly once in the glue.
//   node scripts/short-imports.mjs DIR   (the folder of one build's Wasm and glue)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { leb } from './wasm-bytes.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/short-imports.mjs DIR');
const wasmName = readdirSync(dir).find((f) => f.endsWith('_bg.wasm'));
if (!wasmName) throw new Error(`short-imports: no *_bg.wasm in ${dir}`);
const jsName = wasmName.replace(/_bg\.wasm$/, '.js');
const wasm = readFileSync(`${dir}/${wasmName}`);
let js = readFileSync(`${dir}/${jsName}`, 'utf8');

function toLeb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return Buffer.from(out);
}
const utf8 = (bytes, at) => {
  const [len, start] = leb(bytes, at);
  return [bytes.subarray(start, start + len).toString('utf8'), start + len];
};
const name = (text) => Buffer.concat([toLeb(Buffer.byteLength(text)), Buffer.from(text)]);

/**
 * A section of named entries (imports or exports) rewritten with short names, and the renames
 * made. `entry(section, at)` reads one entry: [its name, what comes before the name, the
 * offset of what follows the name, the offset of the entry's end]; a name that `long(name)`
 * accepts becomes `prefix` and a number.
 */
function renamed(section, what, entry, long, prefix) {
  const [count, first] = leb(section, 0);
  const parts = [toLeb(count)];
  const renames = new Map();
  let at = first;
  for (let i = 0; i < count; i++) {
    const [field, before, afterField, end] = entry(section, at);
    let short = field;
    if (long(field)) {
      short = `${prefix}${renames.size.toString(36)}`;
      renames.set(field, short);
    }
    parts.push(before, name(short), section.subarray(afterField, end));
    at = end;
  }
  if (at !== section.length) throw new Error(`short-imports: the ${what} section did not read to its end`);
  return [Buffer.concat(parts), renames];
}

/** The import section with short names for the imports wasm-bindgen named with a hash. */
const shortened = (section) => renamed(section, 'import', (bytes, at) => {
  const [module, afterModule] = utf8(bytes, at);
  const [field, afterField] = utf8(bytes, afterModule);
  return [field, name(module), afterField, afterDescription(bytes, afterField)];
}, (field) => /_[0-9a-f]{16}$/.test(field), '$');

/**
 * The export section with short names for wasm-bindgen's closure adapters, whose names
 * spell out their Rust types (`wasm_bindgen_…___convert__closures_____invoke___…`, up to
 * 200 characters). The glue calls them by name, so each is renamed there too.
 */
const shortExports = (section) => renamed(section, 'export', (bytes, at) => {
  const [field, afterField] = utf8(bytes, at);
  return [field, Buffer.alloc(0), afterField, leb(bytes, afterField + 1)[1]];
}, (field) => field.length > 40 && field.includes('closures'), '$e');

/** The offset after an import's description (function, table, memory, global or tag). */
function afterDescription(bytes, at) {
  const kind = bytes[at++];
  const limits = (p) => {
    const flags = bytes[p++];
    [, p] = leb(bytes, p);
    if (flags & 1) [, p] = leb(bytes, p);
    return p;
  };
  switch (kind) {
    case 0: return leb(bytes, at)[1];
    case 1: return limits(at + 1);
    case 2: return limits(at);
    case 3: return at + 2;
    case 4: return leb(bytes, at + 1)[1];
    default: throw new Error(`short-imports: unknown import kind ${kind}`);
  }
}

if (wasm.readUInt32LE(0) !== 0x6d736100) throw new Error(`short-imports: ${wasmName} is not Wasm`);
const out = [wasm.subarray(0, 8)];
let renames = new Map();
let exportRenames = new Map();
for (let at = 8; at < wasm.length;) {
  const id = wasm[at];
  const [size, start] = leb(wasm, at + 1);
  const body = wasm.subarray(start, start + size);
  if (id === 2) {
    const [section, made] = shortened(body);
    renames = made;
    out.push(Buffer.from([id]), toLeb(section.length), section);
  } else if (id === 7) {
    const [section, made] = shortExports(body);
    exportRenames = made;
    out.push(Buffer.from([id]), toLeb(section.length), section);
  } else {
    out.push(wasm.subarray(at, start + size));
  }
  at = start + size;
}
for (const [long, short] of renames) {
  const found = js.split(long).length - 1;
  if (found !== 1) throw new Error(`short-imports: ${long} is in ${jsName} ${found} times, not once`);
  js = js.replace(long, short);
}
// An export's name may begin another's (`…_true_` and `…_true__1_`): whole names only.
for (const [long, short] of exportRenames) {
  const whole = new RegExp(`(?<![\\w$])${long}(?![\\w$])`, 'g');
  const found = js.match(whole)?.length ?? 0;
  if (found === 0) throw new Error(`short-imports: ${long} is not in ${jsName}`);
  js = js.replace(whole, short);
}
writeFileSync(`${dir}/${wasmName}`, Buffer.concat(out));
writeFileSync(`${dir}/${jsName}`, js);
console.log(`short-imports: ${renames.size} import and ${exportRenames.size} export names shortened in ${wasmName} and ${jsName}`);
