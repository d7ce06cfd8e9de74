/** A post's authors from its front matter: keys of authors.yml, inline objects, or the legacy `author*` fields. */
import type { BlogAuthor } from '../../common/contract.js';
import { normalizeSocials } from '../content/author-socials.js';

/**
 * An inline author's `socials` replace the map author's, even when absent: Docusaurus gives every
 * inline author its normalised socials (`{}` without any) and spreads them over the map's author.
 */
export function resolveAuthors(
  fm: Record<string, unknown>,
  authors: Map<string, BlogAuthor>,
  warn: (m: string) => void,
  error: (m: string) => void = warn,
): BlogAuthor[] {
  const out: BlogAuthor[] = [];
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  for (const a of list) {
    if (typeof a === 'string') {
      const known = authors.get(a);
      if (known) out.push(known);
      else warn(`author key "${a}" is not in authors.yml; known keys: ${[...authors.keys()].join(', ')}`);
    } else if (a && typeof a === 'object') {
      const o = a as Record<string, string>;
      const key = o.key ? authors.get(o.key) : undefined;
      const { socials, problems } = normalizeSocials((a as { socials?: unknown }).socials);
      for (const p of problems) error(`author "${o.key ?? o.name ?? 'author'}": ${p}`);
      out.push({
        key: o.key ?? o.name ?? 'author',
        name: o.name ?? key?.name ?? 'Unknown',
        ...((o.title ?? key?.title) ? { title: o.title ?? key?.title } : {}),
        ...((o.url ?? key?.url) ? { url: o.url ?? key?.url } : {}),
        ...((o.image_url ?? o.imageURL ?? key?.imageUrl) ? { imageUrl: o.image_url ?? o.imageURL ?? key?.imageUrl } : {}),
        ...(Object.keys(socials).length ? { socials } : {}),
      });
    }
  }
  if (typeof fm.author === 'string') {
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    const title = text(fm.authorTitle);
    const url = text(fm.authorURL);
    const imageUrl = text(fm.authorImageURL);
    out.push({ key: fm.author, name: fm.author, ...(title ? { title } : {}), ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}) });
  }
  return out;
}
