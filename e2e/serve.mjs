// A static file server for the built page, on 127.0.0.1 only, optionally under a sub-path
// (the way a static host serves it). Used by the end-to-end tests and scripts/play; no
// dependencies.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `root` at http://127.0.0.1:<port><base> (a free port unless one is given). Resolves to { url, close, answers }.
 * `answers` (empty, so every file is served as it is) lets a test play the host: it maps a path
 * under `base` (`''` for the folder itself, `'index.html'`) to the answer given instead of the
 * file, `{ status, type, body }` (e.g. a 503, or a maintenance page).
 */
export async function serve(root, base = '/', port = 0) {
  const dir = resolve(root);
  const answers = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!path.startsWith(base)) {
      res.writeHead(404).end('not found');
      return;
    }
    const answer = answers.get(path.slice(base.length));
    if (answer) {
      res.writeHead(answer.status, { 'content-type': answer.type ?? TYPES['.html'] }).end(answer.body);
      return;
    }
    let file = normalize(join(dir, path.slice(base.length)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => server.once('error', fail).listen(port, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}${base}`, close: () => new Promise((ok) => server.close(ok)), answers };
}
