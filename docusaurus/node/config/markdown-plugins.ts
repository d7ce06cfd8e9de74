import type { PluggableList } from 'unified';

/**
 * A content plugin's own remark and rehype plugins (`remarkPlugins`, `rehypePlugins`,
 * `beforeDefaultRemarkPlugins`, `beforeDefaultRehypePlugins` of the docs, blog and pages options),
 * run on its pages where Docusaurus's MDX loader runs them (`mdx/processor.ts`). Each entry is a
 * plugin function or `[plugin, options]`, as unified takes them.
 */
export interface MarkdownPlugins {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
  beforeDefaultRehypePlugins: PluggableList;
  rehypePlugins: PluggableList;
}

const KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

const none = (): MarkdownPlugins => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] });

export const NO_MARKDOWN_PLUGINS: Readonly<MarkdownPlugins> = Object.freeze(none());

/** The four lists of a content plugin's options; an entry that is no plugin is a problem naming it. */
export function readMarkdownPlugins(o: Record<string, unknown>, where: string, problems: string[]): MarkdownPlugins {
  const out = none();
  for (const key of KEYS) {
    const value = o[key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      problems.push(`${where} \`${key}\`: expected a list of plugins, got ${describe(value)}`);
      continue;
    }
    value.forEach((entry: unknown, i) => {
      const plugin: unknown = Array.isArray(entry) ? entry[0] : entry;
      if (typeof plugin === 'function') out[key].push(entry as PluggableList[number]);
      else
        problems.push(
          `${where} \`${key}[${i}]\`: expected a plugin function or [plugin, options] (import the plugin in the config: \`import remarkMath from 'remark-math'\`), got ${describe(plugin)}`,
        );
    });
  }
  return out;
}

/** Whether any list has a plugin: a compile with one runs in the build's thread (functions cannot be sent to a worker). */
export function hasMarkdownPlugins(plugins: MarkdownPlugins | undefined): boolean {
  return plugins !== undefined && KEYS.some((k) => plugins[k].length > 0);
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `the string "${value}"` : value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
}

const keys = new WeakMap<MarkdownPlugins, string>();

/**
 * The plugins as the build cache's key takes them: each function's source and its options. A
 * plugin package's update changes the lockfile, which the cache's key reads too.
 */
export function markdownPluginsKey(plugins: MarkdownPlugins | undefined): string | null {
  if (!hasMarkdownPlugins(plugins)) return null;
  let key = keys.get(plugins!);
  if (key === undefined) {
    key = JSON.stringify(plugins, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v instanceof RegExp ? String(v) : v));
    keys.set(plugins!, key);
  }
  return key;
}
