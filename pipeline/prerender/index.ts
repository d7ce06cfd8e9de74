/**
 * Prerenders every route with the SPA's own components: Vite bundles `web/entry-server.tsx` for
 * Node, then each route is rendered in this process (no browser) into the built `index.html`, with
 * its own `<head>`. The not-found page becomes `404.html`, which the host serves with status 404.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BootManifest, Manifest, RouteChunk, RouteTableShard, SidebarChunk } from '../contract.js';
import { shardPathFor } from '../../common/route-table.js';
import { headHtml, previewBanner } from './head.js';
import { fillTemplate, routeFile } from './template.js';
import { alternateLinks, localeOf, localizeTemplate } from './locale.js';

export interface PrerenderOptions {
  outDir: string;
  manifest: Manifest;
  chunks: Map<string, RouteChunk>;
  blog: { title: string; description: string };
  /** The site's other locales, each with its own manifest (`/<locale>/manifest.json`) and chunks. */
  locales?: { manifest: Manifest; chunks: Map<string, RouteChunk>; blog: { title: string; description: string } }[];
}

interface ServerEntry {
  renderPath(path: string, input: { manifest: BootManifest; chunks: { path: string; value: RouteChunk | SidebarChunk | RouteTableShard }[] }): Promise<string>;
}

export interface PrerenderResult {
  pages: number;
  /** Time to bundle the server entry, and to render and write every page. */
  bundleMs: number;
  renderMs: number;
}

export async function prerender({ outDir, manifest, chunks, blog, locales }: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const ssrDir = resolve('.cache', `ssr-${process.pid}`);
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: resolve('web/vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: resolve('web/entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  const bundleMs = Math.round(performance.now() - started);
  try {
    const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.mjs')).href)) as ServerEntry;
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    // Sidebars, route-table shards and boot.json as the SPA fetches them, read once each.
    const files = new Map<string, unknown>();
    const file = <T>(path: string): T => {
      if (!files.has(path)) files.set(path, JSON.parse(readFileSync(join(outDir, path), 'utf8')));
      return files.get(path) as T;
    };
    const write = (file: string, html: string) => {
      const path = join(outDir, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, html);
    };
    const banner = previewBanner(manifest.site);
    let count = 0;
    // Each locale is a site of its own: its manifest, its `<html lang dir>`, hreflang links to the others.
    for (const site of [{ manifest, chunks, blog }, ...(locales ?? [])]) {
      const bootFile = site.manifest === manifest ? '/boot.json' : `${localeOf(site.manifest.i18n).prefix}/boot.json`;
      const boot = file<BootManifest>(bootFile);
      const page = localizeTemplate(template, site.manifest.i18n, site.manifest === manifest ? null : bootFile);
      // In the cache for site components that read the docs hooks, but not preloaded: the browser
      // fetches it only when such a component renders.
      const docsData = boot.docsData ? [{ path: boot.docsData, value: file<RouteChunk>(boot.docsData) }] : [];
      for (const [route, entryInfo] of Object.entries(site.manifest.routes)) {
        const chunk = site.chunks.get(route);
        if (!chunk) throw new Error(`prerender: no chunk for ${route}`);
        const shard = shardPathFor(boot.routeTable, route);
        const data: { path: string; value: RouteChunk | SidebarChunk | RouteTableShard }[] = [
          { path: entryInfo.chunk, value: chunk },
          { path: shard, value: file<RouteTableShard>(shard) },
        ];
        if (entryInfo.sidebar) data.push({ path: entryInfo.sidebar, value: file<SidebarChunk>(entryInfo.sidebar) });
        const body = await entry.renderPath(route, { manifest: boot, chunks: [...data, ...docsData] }).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `prerendering ${route} failed: ${message}\n(components must render the same markup in Node and in the browser: read window, document and storage in effects)`,
          );
        });
        const head =
          headHtml({ site: site.manifest.site, blog: site.blog, route, chunk, preload: data.map((d) => d.path) }) +
          alternateLinks(site.manifest.site.url, site.manifest.site.baseUrl, site.manifest.i18n, route);
        write(routeFile(route), fillTemplate(page, head, body, banner));
        count++;
      }
    }
    // The not-found page: rendered for a path no route has; the host serves it for every unknown path.
    const boot = file<BootManifest>('/boot.json');
    const body = await entry.renderPath('/404', {
      manifest: boot,
      chunks: [{ path: shardPathFor(boot.routeTable, '/404'), value: file<RouteTableShard>(shardPathFor(boot.routeTable, '/404')) }],
    });
    write(
      '404.html',
      fillTemplate(
        localizeTemplate(template, manifest.i18n, null),
        headHtml({ site: manifest.site, blog, route: null, chunk: null, preload: [] }),
        body,
        banner,
      ),
    );
    return { pages: count + 1, bundleMs, renderMs: Math.round(performance.now() - started) - bundleMs };
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
