/**
 * The pages plugin's React pages (`src/pages/**\/*.{js,jsx,ts,tsx}`), routed as Docusaurus names
 * them, and the routes the site's own plugins add (`actions.addRoute`), rendered the same way.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageRoute } from '../routes/docs.js';
import type { AssembleContext } from './types.js';
import type { JsonValue } from '../../common/contract.js';
import { loadFreshModule } from '../config/fresh-module.js';

export interface SitePages {
  /** Registry key → module file. */
  modules: Record<string, string>;
  /** Route → registry key. */
  routes: Map<string, string>;
  /** Route → the props a plugin's route gives its component (its `modules`, loaded, and its `props`). */
  props?: Map<string, Record<string, JsonValue>>;
}

/** `taken`: routes a doc or Markdown page already has; such a React page is not published (a warning). */
export function sitePagesOf(ctx: AssembleContext, taken: (route: string) => boolean): SitePages {
  const out: SitePages = { modules: {}, routes: new Map(), props: new Map() };
  const pages = ctx.layout.pages;
  for (const rel of pages ? ctx.files.sitePageFiles : []) {
    const route = pageRoute(rel, pages!.prefix);
    if (taken(route)) {
      ctx.report.warn(
        ctx.at(relative(ctx.inputs.contentRoot, join(pages!.dir, rel))),
        1,
        1,
        `duplicate route ${route}: a doc or Markdown page already has it; this page is not published`,
      );
      continue;
    }
    const key = `site-page:${rel}`;
    out.modules[key] = join(pages!.dir, rel);
    out.routes.set(route, key);
  }
  for (const r of ctx.inputs.siteFile?.value.sitePlugins?.routes ?? []) {
    const where = ctx.at(relative(ctx.inputs.contentRoot, r.file));
    if (taken(r.path) || out.routes.has(r.path)) {
      ctx.report.warn(where, 1, 1, `duplicate route ${r.path} added by plugin ${r.plugin.name}: a page already has it; the plugin's route is not published`);
      continue;
    }
    if (!r.component) {
      ctx.report.error(where, 1, 1, `plugin ${r.plugin.name} added route ${r.path} without a component (addRoute needs the component's module path)`);
      continue;
    }
    // A component outside the site folder keeps its absolute path as its key.
    const rel = relative(ctx.inputs.contentRoot, r.component);
    const key = `site-page:${rel.startsWith('..') ? r.component : rel}`;
    try {
      out.props!.set(r.path, { ...(r.props as Record<string, JsonValue>), ...routeModules(r.modules) });
    } catch (error) {
      ctx.report.error(where, 1, 1, `a module of the route ${r.path} (plugin ${r.plugin.name}) cannot be loaded: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    out.modules[key] = r.component;
    out.routes.set(r.path, key);
  }
  return out;
}

/**
 * Docusaurus's route `modules`: prop name → a module path (a `createData` JSON file, usually), or
 * `{ __import: true, path }`, or objects and arrays of them. Docusaurus's client loads each module
 * and hands its default export to the component; here they are loaded at build time and travel
 * as the chunk's JSON (no code reaches the browser by this way).
 */
function routeModules(modules: Record<string, unknown>): Record<string, JsonValue> {
  const load = (value: unknown): JsonValue => {
    if (typeof value === 'string') return loadModule(value);
    if (Array.isArray(value)) return value.map(load);
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (o.__import === true && typeof o.path === 'string') return loadModule(o.path);
      return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, load(v)]));
    }
    return (value ?? null) as JsonValue;
  };
  return Object.fromEntries(Object.entries(modules).map(([k, v]) => [k, load(v)]));
}

function loadModule(path: string): JsonValue {
  if (path.endsWith('.json')) return JSON.parse(readFileSync(path, 'utf8')) as JsonValue;
  return JSON.parse(JSON.stringify(loadFreshModule(path) ?? null)) as JsonValue;
}
