/**
 * Prerenders every route with the SPA's own components: Vite bundles `web/entry-server.tsx` for
 * Node, then each route is rendered in this process (no browser) into the built `index.html`, with
 * its own `<head>`. The not-found page becomes `404.html`, which the host serves with status 404.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest, RouteChunk, SidebarChunk } from '../contract.js';
import { headHtml, previewBanner } from './head.js';
import type { FeedSettings } from '../emit/blog-feeds.js';
import { fillTemplate, routeFile } from './template.js';
import { alternateLinks, localeOf, localizeTemplate } from './locale.js';

export interface PrerenderOptions {
  outDir: string;
  manifest: Manifest;
  chunks: Map<string, RouteChunk>;
  blog: { title: string; description: string; feeds?: FeedSettings | null };
  /** The site's other locales, each with its own manifest (`/<locale>/manifest.json`) and chunks. */
  locales?: { manifest: Manifest; chunks: Map<string, RouteChunk>; blog: { title: string; description: string; feeds?: FeedSettings | null } }[];
}

interface ServerEntry {
  renderPath(path: string, input: { manifest: Manifest; chunks: { path: string; value: RouteChunk | SidebarChunk }[] }): Promise<string>;
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
    const sidebars = new Map<string, SidebarChunk>();
    const sidebar = (path: string) => {
      if (!sidebars.has(path)) sidebars.set(path, JSON.parse(readFileSync(join(outDir, path), 'utf8')) as SidebarChunk);
      return sidebars.get(path)!;
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
      const page = localizeTemplate(template, site.manifest.i18n, site.manifest === manifest ? null : `${localeOf(site.manifest.i18n).prefix}/manifest.json`);
      for (const [route, entryInfo] of Object.entries(site.manifest.routes)) {
        const chunk = site.chunks.get(route);
        if (!chunk) throw new Error(`prerender: no chunk for ${route}`);
        const data = [{ path: entryInfo.chunk, value: chunk as RouteChunk | SidebarChunk }];
        if (entryInfo.sidebar) data.push({ path: entryInfo.sidebar, value: sidebar(entryInfo.sidebar) });
        const body = await entry.renderPath(route, { manifest: site.manifest, chunks: data }).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `prerendering ${route} failed: ${message}\n(components must render the same markup in Node and in the browser: read window, document and storage in effects)`,
          );
        });
        const head =
          headHtml({ site: site.manifest.site, blog: site.blog, route, chunk, preload: data.map((d) => d.path), i18n: site.manifest.i18n }) +
          alternateLinks(site.manifest.site.url, site.manifest.site.baseUrl, site.manifest.i18n, route);
        write(routeFile(route), fillTemplate(page, head, body, banner));
        count++;
      }
    }
    // The not-found page: rendered for a path no route has; the host serves it for every unknown path.
    const body = await entry.renderPath('/404', { manifest, chunks: [] });
    write(
      '404.html',
      fillTemplate(
        localizeTemplate(template, manifest.i18n, null),
        headHtml({ site: manifest.site, blog, route: null, chunk: null, preload: [], i18n: manifest.i18n }),
        body,
        banner,
      ),
    );
    return { pages: count + 1, bundleMs, renderMs: Math.round(performance.now() - started) - bundleMs };
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
