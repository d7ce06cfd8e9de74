import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * TanStack Query's `QueryClient` always creates a `MutationCache` (`config.mutationCache || new
 * MutationCache()`), and its `Query` imports the infinite queries' page logic for the one branch a
 * query of type "infinite" takes: the bundler must keep both, and the `Mutation` class the cache
 * imports, though this SPA runs no mutation and no infinite query. They were about 1.9 KB gzipped
 * of every first visit. In the browser bundle the two modules become inert ones with the same
 * exports: a mutation cache that never holds a mutation (what `QueryClient` asks of it, `findAll`,
 * `resumePausedMutations`, `clear`, answers as an empty cache would) and whose `build` throws, and
 * page functions that throw. `generateBundle` fails the build if code that needs the real ones
 * (the mutation and infinite-query hooks and observers) is in the bundle, and `transform` fails it
 * if a new version of the package changes the two modules' exports.
 */
const MODULES = /[\\/]node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/](mutationCache|infiniteQueryBehavior)\.js$/;

/** What each left-out module exports in @tanstack/query-core 5, checked against the file. */
const EXPORTS: Record<string, string> = {
  mutationCache: 'MutationCache',
  infiniteQueryBehavior: 'hasNextPage, hasPreviousPage, infiniteQueryBehavior',
};

const LEFT_OUT = "is left out of this site's browser bundle (pipeline/bundle/plugins/query-core-unused.ts)";

const INERT: Record<string, string> = {
  mutationCache: `class MutationCache {
  constructor(config = {}) { this.config = config; }
  subscribe() { return () => {}; }
  build() { throw new Error("TanStack Query's MutationCache ${LEFT_OUT}"); }
  getAll() { return []; }
  find() { return undefined; }
  findAll() { return []; }
  notify() {}
  clear() {}
  resumePausedMutations() { return Promise.resolve(); }
}
export { MutationCache };
`,
  infiniteQueryBehavior: `const leftOut = () => { throw new Error("TanStack Query's infinite queries ${LEFT_OUT}"); };
export { leftOut as hasNextPage, leftOut as hasPreviousPage, leftOut as infiniteQueryBehavior };
`,
};

/** Modules that use mutations or infinite queries: none may be in the bundle with the inert ones. */
const USERS =
  /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core[\\/]build[\\/]modern[\\/](?:mutation|mutationObserver|infiniteQueryObserver)|react-query[\\/]build[\\/]modern[\\/](?:useMutation|useMutationState|useInfiniteQuery|useSuspenseInfiniteQuery|usePrefetchInfiniteQuery))\.js$/;

/** The inert module standing for `id`, or null when `id` is none of the two; throws when the original's exports changed. */
export function inertQueryCoreModule(id: string, original: string): string | null {
  const name = MODULES.exec(id)?.[1];
  if (!name) return null;
  const exported = /^export \{ ([^}]*) \};$/m.exec(original)?.[1];
  if (exported !== EXPORTS[name]) {
    throw new Error(
      `${id}: exports { ${exported ?? ''} } where { ${EXPORTS[name]} } was expected: @tanstack/query-core changed; update pipeline/bundle/plugins/query-core-unused.ts to its new exports`,
    );
  }
  return INERT[name]!;
}

/** The bundled modules that would need the real mutation cache or infinite-query logic. */
export function usersOfLeftOut(moduleIds: Iterable<string>): string[] {
  return [...moduleIds].filter((id) => USERS.test(id));
}

/**
 * Whether the site depends on TanStack Query itself (its package.json names it): its own components
 * may run mutations or infinite queries, through its copy or, hoisted, through this build's, so
 * nothing is left out for it. What Docusaurus builds must build here.
 */
export function siteUsesQuery(siteDir: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    const declared = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {}));
    return declared.some((name) => name.startsWith('@tanstack/') && /query/.test(name));
  } catch {
    return false;
  }
}

/** The plugin; `leaveOut` false (a site using TanStack Query itself, `siteUsesQuery`) keeps the package whole. */
export function queryCoreUnused(leaveOut = true): Plugin {
  return {
    name: 'query-core-unused',
    apply: leaveOut ? 'build' : () => false,
    transform: {
      filter: { id: MODULES },
      handler(code, id) {
        const inert = inertQueryCoreModule(id, code);
        return inert === null ? null : { code: inert, map: null };
      },
    },
    generateBundle(_options, bundle) {
      const ids: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) if (module.renderedLength > 0) ids.push(id);
      }
      const users = usersOfLeftOut(ids);
      if (users.length > 0) {
        this.error(
          `${users.join(', ')} use TanStack Query's mutations or infinite queries, which ${LEFT_OUT}: remove the plugin from pipeline/bundle/vite-config.ts to bundle them`,
        );
      }
    },
  };
}
