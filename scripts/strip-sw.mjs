// Trunk's post-build hook: the service worker is copied as it is (Trunk minifies only what it
// bundles), so its comment lines and indentation are dropped here from the built copy. Only
// whole-line comments go, so no code is touched; the source keeps them.
import { readFileSync, writeFileSync } from 'node:fs';

const file = `${process.env.TRUNK_STAGING_DIR ?? 'dist'}/sw.js`;
const kept = readFileSync(file, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//') && !(line.startsWith('/**') && line.endsWith('*/')));
writeFileSync(file, `${kept.join('\n')}\n`);
