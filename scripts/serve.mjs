// Serves the built page (dist/, or the folder given) at http://127.0.0.1:PORT/ (8080 by
// default), as a static host would: scripts/play runs it. The server is e2e/serve.mjs's,
// which the end-to-end tests use too.
//   node scripts/serve.mjs [DIR]     (PORT=… to change the port)
import { fileURLToPath } from 'node:url';
import { serve } from '../e2e/serve.mjs';

const dir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const { url } = await serve(dir, '/', port);
console.log(`Kemps: open ${url} in your browser (Ctrl+C stops the server).`);
