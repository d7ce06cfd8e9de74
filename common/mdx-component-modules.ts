/**
 * The MDX components loaded only on pages that use them: element name → module under `web/`. A
 * page's route query imports the ones its chunk names (`web/mdx/components.tsx`), and the
 * prerenderer names their scripts and stylesheets in the page's head (`pipeline/prerender/`), so
 * a page without tabs, diagrams or images carries none of their code or styles.
 */
export const ON_NEED_COMPONENTS: Record<string, string> = {
  Admonition: 'theme/Admonition/index.tsx',
  Tabs: 'theme/Tabs/index.tsx',
  TabItem: 'theme/Tabs/index.tsx',
  Mermaid: 'theme/Mermaid/index.tsx',
  IdealImage: 'theme/IdealImage/index.tsx',
  img: 'theme/ImageZoom/index.tsx',
  LocalComponent: 'mdx/LocalComponent.tsx',
  Head: 'mdx/Head.tsx',
};

/** Calls `visit` with every HAST element of a chunk's trees (any depth, any field). */
export function forEachElement(value: unknown, visit: (element: { tagName: string; properties?: Record<string, unknown> }) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) forEachElement(item, visit);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const node = value as { type?: unknown; tagName?: unknown };
  if (node.type === 'element' && typeof node.tagName === 'string') visit(node as { tagName: string });
  for (const child of Object.values(value)) forEachElement(child, visit);
}

/** The element names of a chunk's HAST trees (any depth, any field), among `names`. */
export function elementsUsed(value: unknown, names: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  forEachElement(value, ({ tagName }) => {
    if (Object.prototype.hasOwnProperty.call(names, tagName)) found.add(tagName);
  });
  return found;
}

/**
 * The same, from a chunk's JSON text (the prerenderer has it for every page): each name searched
 * in the text as an element writes it, `"tagName":"…"` in a tree and `["…",` or `["…"]` in a
 * packed page body (common/hast-json.ts), several times faster than walking the parsed chunk. A
 * string value cannot fake it: its quotes are escaped in JSON. (A list value holding the name only
 * preloads that component's files.)
 */
export function elementsUsedInJson(text: string, names: Record<string, unknown>): Set<string> {
  return new Set(
    Object.keys(names).filter((name) => {
      const quoted = JSON.stringify(name);
      return text.includes(`"tagName":${quoted}`) || text.includes(`[${quoted},`) || text.includes(`[${quoted}]`);
    }),
  );
}
