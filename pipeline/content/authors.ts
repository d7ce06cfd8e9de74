import { readFileSync, existsSync } from 'node:fs';
import { parseDocument } from 'yaml';
import type { BlogAuthor } from '../../common/contract.js';

/** `authors.yml`: key → author. Docusaurus's `image_url` becomes `imageUrl`. */
export function loadAuthors(path: string, problem: (line: number, message: string) => void = () => undefined): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  if (!existsSync(path)) return map;
  const text = readFileSync(path, 'utf8');
  const doc = parseDocument(text, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    problem(text.slice(0, err.pos[0]).split('\n').length, `authors.yml is not valid YAML: ${err.message.split('\n')[0]}`);
    return map;
  }
  const data = (doc.toJS() ?? {}) as Record<string, Record<string, string> & { page?: boolean | { permalink?: string } }>;
  for (const [key, a] of Object.entries(data)) {
    // `page: true` (or `{ permalink }`) gives the author a page listing their posts; the blog's
    // route prefix is added when the site is assembled.
    const page = a.page === true ? key : a.page && typeof a.page === 'object' ? (a.page.permalink ?? key).replace(/^\/+/, '') : null;
    map.set(key, {
      key,
      ...(page ? { page } : {}),
      name: a.name ?? key,
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { url: a.url } : {}),
      ...((a.image_url ?? a.imageURL) ? { imageUrl: a.image_url ?? a.imageURL } : {}),
    });
  }
  return map;
}
