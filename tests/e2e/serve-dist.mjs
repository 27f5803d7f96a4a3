// A tiny static server for dist/ on 127.0.0.1, for the browser tests: a route's path serves its
// prerendered page (`/wow` and `/wow/` serve `wow/index.html`), unknown paths get 404.html (as
// static hosts answer them; the app shows its not-found page), and .wasm is served as
// application/wasm.
// Text and WebAssembly go gzipped when the browser asks, as any real host sends them, so that a
// throttled first load (tests/e2e/shell.spec.mjs) measures the bytes a reader would wait for.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';

const root = join(process.cwd(), process.env.E2E_DIST ?? 'dist');
const port = Number(process.argv[2] ?? 4173);
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.png': 'image/png',
  '.md': 'text/plain; charset=utf-8', '.bin': 'application/octet-stream',
};

const compressible = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.md']);
// Gzipped bodies by path and modification time: each file is compressed once per server.
const gzipped = new Map();

async function gzipOf(file, body) {
  const key = `${file}:${(await stat(file)).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
  return gzipped.get(key);
}

createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  let body;
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    body = await readFile(file);
  } catch {
    file = join(root, '404.html');
    body = await readFile(file);
  }
  const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' };
  if (compressible.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = await gzipOf(file, body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  res.writeHead(200, headers);
  res.end(body);
}).listen(port, '127.0.0.1', () => console.log(`serving dist/ on http://127.0.0.1:${port}`));
