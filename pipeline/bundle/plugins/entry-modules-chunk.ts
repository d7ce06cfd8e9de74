import type { Plugin } from 'vite';

/**
 * The app's own modules that the entry (`entry`, web/main.tsx) imports statically, kept in one
 * chunk. Rolldown puts a module shared by the entry and a lazily loaded chunk (a page kind,
 * web/pages/kinds.ts) into a chunk of its own, although the entry has always loaded it first: with
 * the page kinds lazy, a doc page's first visit fetched fifteen small chunks and stylesheets, 2.4 KB
 * gzipped more than the same code in one. The set is walked from the entry once the module graph is
 * built; Rolldown asks the group's `test` while it makes chunks, after that. The group takes the
 * libraries the app imports too (one file compresses better than several), except React, which has
 * a chunk of its own: it changes least often, so a returning reader keeps it cached across deploys
 * (0.6 KB gzipped more on a first visit).
 */
export function entryModulesChunk(entry: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'entry-modules-chunk',
    apply: 'build',
    buildEnd() {
      const found = [...this.getModuleIds()].find((id) => id === entry);
      const walk = (id: string) => {
        if (modules.has(id) || /[\\/]node_modules[\\/]/.test(id)) return;
        modules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next);
      };
      if (found) walk(found);
    },
  };
  return { plugin, modules: modules as ReadonlySet<string>, group: { name: 'app', test: (id: string) => modules.has(id) } };
}
