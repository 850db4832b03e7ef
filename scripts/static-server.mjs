/**
 * A tiny static file server on 127.0.0.1 for the browser checks that need real HTTP headers (CSP, pre-rendered
 * pages, the browser benchmark). Serves the repository root; `headers(path)` may add response headers,
 * `routes` serves fixed bodies and `aliases` maps a path prefix onto another.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function serve(root, { headers = () => ({}), routes = {}, aliases = {} } = {}) {
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    // A page written for an installed package (`/node_modules/lease-labs/…`) is served from this checkout.
    for (const [prefix, target] of Object.entries(aliases)) if (path.startsWith(prefix)) path = target + path.slice(prefix.length);
    if (routes[path]) {
      const { type, body } = routes[path];
      res.writeHead(200, { 'content-type': type, ...headers(path) }).end(body);
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) return res.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers(path) }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
