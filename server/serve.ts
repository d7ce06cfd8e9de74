/**
 * The local production server: serves a build folder the way the host does, so browser tests
 * exercise real status codes, redirects and cache headers.
 * - hashed files (`/assets/*`, `/_data/*`) are immutable; HTML and the manifest revalidate;
 * - `.html` and `/index.html` paths redirect (301) to the clean route;
 * - a known route gets its prerendered HTML (or the app shell) with 200;
 * - anything else gets the app shell, which renders the not-found page, with 404.
 *
 *   tsx server/serve.ts [--dir build] [--port 4173]
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFileSync, existsSync, statSync, createReadStream } from 'node:fs';
import { join, extname, resolve, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from '../pipeline/contract.js';
import { matchRoute, normalizePath } from '../common/paths.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

export function startServer({ dir, port, host = '127.0.0.1' }: ServeOptions): Promise<Server> {
  const root = resolve(dir);
  let manifest: Manifest | null = null;
  let manifestMtime = 0;
  const loadManifest = (): Manifest => {
    const path = join(root, 'manifest.json');
    const mtime = statSync(path).mtimeMs;
    if (!manifest || mtime !== manifestMtime) {
      manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
      manifestMtime = mtime;
    }
    return manifest;
  };

  const sendFile = (res: ServerResponse, path: string, status = 200, extraHeaders: Record<string, string> = {}) => {
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const immutable = /\/(assets|_data)\//.test(path);
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    });
    createReadStream(path).pipe(res);
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    // Files first (assets, chunks, images, manifest).
    const filePath = normalize(join(root, pathname));
    if (filePath.startsWith(root) && existsSync(filePath) && statSync(filePath).isFile() && !pathname.endsWith('.html')) {
      sendFile(res, filePath);
      return;
    }
    // One redirect, straight to the canonical route: `.html`, `/index.html` and trailing-slash forms.
    const m = matchRoute(loadManifest().routes, pathname);
    const target = m ? m.route : normalizePath(pathname);
    if (target !== pathname) {
      res.writeHead(301, { Location: `${target}${url.search}` });
      res.end();
      return;
    }
    const prerendered = m ? join(root, m.route, 'index.html') : null;
    const page = prerendered && existsSync(prerendered) ? prerendered : join(root, 'index.html');
    sendFile(res, page, m ? 200 : 404);
  };

  return new Promise((resolvePromise) => {
    const server = createServer(handler);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const get = (flag: string, fallback: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1]! : fallback);
  const port = Number(get('--port', process.env.PORT ?? '4173'));
  const dir = get('--dir', 'build');
  await startServer({ dir, port, host: get('--host', '127.0.0.1') });
  console.log(`Serving ${dir} at http://localhost:${port}/`);
}
