import type { Plugin, ViteDevServer } from 'vite';
import type { DevUpdate } from '../../common/contract.js';
import type { DevSite } from './site.js';
import { contractSchemas, type SchemaName } from '../schema/generate.js';
import { contentType } from '../../common/mime.js';

/**
 * Serves the in-memory build (`/manifest.json`, `/_data/**`, static files) and `/__dev/errors`
 * from the dev site, and gives the server a way to tell open pages what changed.
 */
export function devContentPlugin(
  site: DevSite,
  /** A site file at its URL path (the locales and the base URL are `locales.ts`'s). */
  read: (urlPath: string) => Promise<string | Buffer | null> = (path) => site.read(path),
): Plugin & { notify(update: DevUpdate): void } {
  let server: ViteDevServer | null = null;
  return {
    name: 'devdocs:content',
    configureServer(s) {
      server = s;
      // Registered before Vite's own middlewares, so these paths never fall through to the SPA.
      s.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        if (path === '/__dev/errors') {
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-store');
          res.end(JSON.stringify(site.errors));
          return;
        }
        const send = (data: string | Buffer | null) => {
          if (data === null) return next();
          res.setHeader('content-type', contentType(path));
          res.setHeader('cache-control', 'no-store');
          res.end(data);
        };
        const schema = /^\/_schema\/([a-z-]+)\.schema\.json$/.exec(path)?.[1];
        if (schema) {
          contractSchemas().then((all) => send(schema in all ? JSON.stringify(all[schema as SchemaName], null, 2) : null), next);
          return;
        }
        read(path).then(send, next);
      });
    },
    notify(update) {
      server?.ws.send({ type: 'custom', event: 'content:update', data: update });
    },
  };
}
