import type { Plugin } from 'vite';

/**
 * A doc page's code in two chunks: what the doc page module (`docPage`, web/pages/DocPage.tsx)
 * imports statically and shares with another kind of page (`otherPages`: the blog's, tags, custom
 * pages), and the rest of it. Rolldown splits what lazily loaded chunks share by the set of chunks
 * that import it, so a doc page's first visit fetched six scripts and five stylesheets for its own
 * kind (the page; the sidebar, which the mobile menu shares; the TOC and search marks, the tag
 * list and paginator, the date format, which the blog shares): 2.2 KB gzipped more than in two.
 * A blog page loads the shared chunk as it loaded those parts, and no doc-only code. Modules the
 * entry has (`appModules`, the app chunk) and React are left where they are.
 */
export function docPageChunks(docPage: string, otherPages: string[], appModules: ReadonlySet<string>) {
  let split: DocPageSplit = { shared: new Set(), own: new Set() };
  const plugin: Plugin = {
    name: 'doc-page-chunks',
    apply: 'build',
    buildEnd() {
      split = splitDocPage(docPage, otherPages, (id) => (appModules.has(id) ? undefined : this.getModuleInfo(id)?.importedIds));
    },
  };
  return {
    plugin,
    // In this order: a group takes the modules its modules import too, so the doc page's own
    // group, first, would take the shared parts with it.
    groups: [
      { name: 'page-parts', test: (id: string) => split.shared.has(id) },
      { name: 'DocPage', test: (id: string) => split.own.has(id) },
    ],
  };
}

export interface DocPageSplit {
  /** Modules the doc page shares with another kind of page. */
  shared: Set<string>;
  /** The doc page's other modules, itself included. */
  own: Set<string>;
}

/**
 * The modules `docPage` reaches through static imports, split by whether one of `otherPages`
 * reaches them too. `imports` gives a module's static imports, or undefined for a module that
 * stays where it is (the entry's, or one the graph does not have); React's packages stay too.
 */
export function splitDocPage(docPage: string, otherPages: string[], imports: (id: string) => readonly string[] | undefined): DocPageSplit {
  const reach = (from: string) => {
    const seen = new Set<string>();
    const walk = (id: string) => {
      if (seen.has(id) || /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return;
      const next = imports(id);
      if (!next) return;
      seen.add(id);
      for (const n of next) walk(n);
    };
    walk(from);
    return seen;
  };
  const others = new Set(otherPages.flatMap((page) => [...reach(page)]));
  const split: DocPageSplit = { shared: new Set(), own: new Set() };
  for (const id of reach(docPage)) (others.has(id) ? split.shared : split.own).add(id);
  return split;
}
