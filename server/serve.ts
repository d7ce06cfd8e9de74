/**
 * The local production server: serves a build folder the way Netlify does, from the same rules, so
 * `npm run serve` and the browser tests see the host's real status codes, redirects and headers
 * (the Content-Security-Policy included).
 * - rules: `netlify.toml` (`[[redirects]]`, `[[headers]]`) plus `_redirects` and `_headers` in the
 *   build folder; `_redirects` rules come first, as on Netlify;
 * - files: `/a` is served from `a`, then `a.html`; `/a/` from `a/index.html`; the other slash form
 *   of an existing page answers 301 to the page's own form;
 * - a non-forced rule applies only when no file answers the path (Netlify's shadowing);
 * - nothing matched: `404.html` (the prerendered not-found page) with status 404; no catch-all 200.
 *
 *   tsx server/serve.ts [--dir build] [--port 4173] [--config netlify.toml]
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFileSync, existsSync, statSync, createReadStream } from 'node:fs';
import { join, resolve, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { normalizeBase, withBase, withoutBase } from '../common/base-url.js';
import { contentType } from '../common/mime.js';
import {
  parseNetlifyToml,
  parseRedirectsFile,
  parseHeadersFile,
  findRedirect,
  headersFor,
  type NetlifyRules,
  type RequestFacts,
} from '../common/netlify/rules.js';

/** Netlify's own default when no rule sets Cache-Control. */
const DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** Path of netlify.toml; defaults to the one at the repository root. */
  config?: string;
  /**
   * The path the folder is served under (`/sub/`), as a host serves a site built with a base URL;
   * default: the build's own `site.baseUrl` from its manifest.json, else `/`.
   */
  base?: string;
}

/** The base URL a build was made for, from its manifest. */
export function buildBase(dir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { site?: { baseUrl?: string } };
    return normalizeBase(manifest.site?.baseUrl);
  } catch {
    return '/';
  }
}

/** The rules Netlify would apply to this build folder: `_redirects` first, then netlify.toml. */
export function loadRules(dir: string, config: string): NetlifyRules {
  const toml = existsSync(config) ? parseNetlifyToml(readFileSync(config, 'utf8'), config) : { redirects: [], headers: [] };
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  return {
    redirects: [...parseRedirectsFile(read('_redirects'), join(dir, '_redirects')), ...toml.redirects],
    headers: [...toml.headers, ...parseHeadersFile(read('_headers'), join(dir, '_headers'))],
  };
}

/** What Netlify's query and condition rules read from a request, as far as a local server knows it. */
function requestFacts(url: URL, headers: IncomingHttpHeaders): RequestFacts {
  const languages = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().toLowerCase().split('-')[0]!)
    .filter(Boolean);
  const cookies = new Set(
    (headers.cookie ?? '')
      .split(';')
      .map((c) => c.split('=')[0]!.trim())
      .filter(Boolean),
  );
  return { query: url.searchParams, languages, cookies };
}

type Resolved = { kind: 'file'; path: string } | { kind: 'slash'; location: string } | null;

/** Netlify's static file lookup for a path, including its trailing-slash normalisation. */
export function resolveFile(root: string, pathname: string): Resolved {
  const isFile = (p: string) => p.startsWith(root + sep) && existsSync(p) && statSync(p).isFile();
  const full = normalize(join(root, pathname));
  if (!pathname.endsWith('/')) {
    if (isFile(full)) return { kind: 'file', path: full };
    if (isFile(`${full}.html`)) return { kind: 'file', path: `${full}.html` };
    if (isFile(join(full, 'index.html'))) return { kind: 'slash', location: `${pathname}/` };
    return null;
  }
  if (isFile(join(full, 'index.html'))) return { kind: 'file', path: join(full, 'index.html') };
  const bare = pathname.replace(/\/+$/, '');
  if (bare && isFile(normalize(join(root, `${bare}.html`)))) return { kind: 'slash', location: bare };
  return null;
}

export function startServer({
  dir,
  port,
  host = '127.0.0.1',
  config = resolve(import.meta.dirname, '..', 'netlify.toml'),
  base,
}: ServeOptions): Promise<Server> {
  const root = resolve(dir);
  const mount = base ? normalizeBase(base) : buildBase(root);
  // Rules are re-read when the build changes, so a server left running serves a rebuild correctly.
  let rules: NetlifyRules | null = null;
  let stamp = '';
  const currentRules = () => {
    const s = ['_redirects', '_headers', 'index.html'].map((f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0)).join();
    if (!rules || s !== stamp) {
      rules = loadRules(root, config);
      stamp = s;
    }
    return rules;
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = url.pathname;
    }
    const { redirects, headers } = currentRules();
    const send = (status: number, file: string | null, extra: Record<string, string> = {}) => {
      // Header rules name site paths (`/assets/*`), as if the folder were deployed at the host's root.
      const h: Record<string, string> = { ...headersFor(headers, withoutBase(url.pathname, mount) ?? url.pathname), ...extra };
      // A missing hashed file must not be cached as `immutable`: it may exist after the next deploy.
      const cache = Object.keys(h).find((k) => k.toLowerCase() === 'cache-control');
      if (cache && status >= 400) delete h[cache];
      if (!cache || status >= 400) h['Cache-Control'] = DEFAULT_CACHE;
      if (file) h['Content-Type'] = contentType(file);
      res.writeHead(status, h);
      if (!file || req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    };
    const redirect = (status: number, location: string) => send(status, null, { Location: location });

    // Files are looked up below the base URL; rules (written with it) match the full path.
    const sitePath = withoutBase(pathname, mount);
    const inFolder = sitePath === null ? null : resolveFile(root, sitePath);
    const found: Resolved = inFolder?.kind === 'slash' ? { kind: 'slash', location: withBase(inFolder.location, mount) } : inFolder;
    const rule = findRedirect(redirects, pathname, found !== null, requestFacts(url, req.headers));
    if (rule) {
      const target = rule.target.includes('?') || !url.search ? rule.target : `${rule.target}${url.search}`;
      const { status } = rule.rule;
      if (status >= 300 && status < 400) return redirect(status, target);
      if (/^https?:/.test(target)) return send(502, null);
      const rewrittenPath = withoutBase(new URL(target, 'http://localhost').pathname, mount);
      const rewritten = rewrittenPath === null ? null : resolveFile(root, rewrittenPath);
      return rewritten?.kind === 'file' ? send(status, rewritten.path) : send(404, existsSync(join(root, '404.html')) ? join(root, '404.html') : null);
    }
    if (found?.kind === 'file') return send(200, found.path);
    if (found?.kind === 'slash') return redirect(301, `${found.location}${url.search}`);
    const notFound = join(root, '404.html');
    send(404, existsSync(notFound) ? notFound : null);
  };

  return new Promise((resolvePromise, reject) => {
    try {
      currentRules();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const server = createServer(handler);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const get = (flag: string, fallback: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1]! : fallback);
  const port = Number(get('--port', process.env.PORT ?? '4173'));
  const dir = get('--dir', 'build');
  const server = await startServer({ dir, port, host: get('--host', '127.0.0.1'), config: resolve(get('--config', 'netlify.toml')) }).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
  const address = server.address();
  console.log(`Serving ${dir} at http://localhost:${typeof address === 'object' && address ? address.port : port}${buildBase(resolve(dir))}`);
}
