// What scripts/short-imports.mjs and scripts/wasm.mjs read of a Wasm file's bytes.

/** Reads an unsigned LEB128 number at `at`: [value, next offset]. */
export function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}
