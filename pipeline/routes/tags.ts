/** Tag permalinks as Docusaurus writes them: lodash's `kebabCase` of the label under `<base>/tags/`. */

/** Words as lodash's `words` finds them: case changes and letter/digit runs split words. */
function words(text: string): string[] {
  return text.match(/\p{Lu}{2,}(?=\p{Lu}\p{Ll}+|[^\p{L}]|$)|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{Lo}+|\d+/gu) ?? [];
}

export function kebabCase(text: string): string {
  return words(text.replace(/['\u2019]/g, ''))
    .map((w) => w.toLowerCase())
    .join('-');
}

/** A front-matter tag: a label (`Home Assistant`) or `{ label, permalink }`. */
export function tagPermalink(tag: unknown): { label: string; permalink: string } | null {
  if (typeof tag === 'string' && tag.trim()) return { label: tag, permalink: kebabCase(tag) };
  if (tag && typeof tag === 'object') {
    const o = tag as { label?: unknown; permalink?: unknown };
    if (typeof o.label !== 'string') return null;
    const permalink = typeof o.permalink === 'string' ? o.permalink.replace(/^\/+|\/+$/g, '') : kebabCase(o.label);
    return { label: o.label, permalink };
  }
  return null;
}

/**
 * The tags of a post or doc with the routes of their pages. `predefined` is `tags.yml` (key →
 * label and permalink): a key found there takes its label and permalink.
 */
export function resolveTags(
  value: unknown,
  tagsRoute: string,
  predefined: Map<string, { label: string; permalink: string }> = new Map(),
): { label: string; route: string }[] {
  const list = Array.isArray(value) ? value : [];
  const out: { label: string; route: string }[] = [];
  for (const raw of list) {
    const known = typeof raw === 'string' ? predefined.get(raw) : undefined;
    const tag = known ?? tagPermalink(raw);
    if (tag && !out.some((t) => t.label === tag.label)) out.push({ label: tag.label, route: `${tagsRoute}/${tag.permalink}` });
  }
  return out;
}
