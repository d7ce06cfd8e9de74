import { readFileSync, existsSync } from 'node:fs';
import { isMap, parseDocument, type Document } from 'yaml';
import type { BlogAuthor } from '../../common/contract.js';
import { normalizeSocials } from './author-socials.js';

/** `authors.yml` (or the JSON the blog's `authorsMapPath` names): key → author. Docusaurus's `image_url` becomes `imageUrl`; `socials` become links. */
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
  const data = (doc.toJS() ?? {}) as Record<string, Record<string, string> & { page?: boolean | { permalink?: string }; socials?: unknown }>;
  const lineOf = (path: string[]) => {
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
    return node?.range ? text.slice(0, node.range[0]).split('\n').length : 1;
  };
  for (const [key, a] of Object.entries(data)) {
    // `page: true` (or `{ permalink }`) gives the author a page listing their posts; the blog's
    // route prefix is added when the site is assembled.
    const page = a.page === true ? key : a.page && typeof a.page === 'object' ? (a.page.permalink ?? key).replace(/^\/+/, '') : null;
    const socials = authorSocials(doc, key, a.socials, (path, message) => problem(lineOf(path), `author "${key}": ${message}`));
    map.set(key, {
      key,
      ...(page ? { page } : {}),
      name: a.name ?? key,
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { url: a.url } : {}),
      ...((a.image_url ?? a.imageURL) ? { imageUrl: a.image_url ?? a.imageURL } : {}),
      ...(socials ? { socials } : {}),
    });
  }
  return map;
}

/** An author's socials, each bad entry reported at its own line (absent when the author has none). */
function authorSocials(doc: Document, key: string, input: unknown, problem: (path: string[], message: string) => void) {
  if (input === undefined) return undefined;
  const entries = isMap(doc.getIn([key, 'socials'], true)) ? Object.entries(input as Record<string, unknown>) : null;
  if (!entries) {
    for (const message of normalizeSocials(input).problems) problem([key, 'socials'], message);
    return undefined;
  }
  const socials: Record<string, string> = {};
  for (const [platform, value] of entries) {
    const one = normalizeSocials({ [platform]: value });
    for (const message of one.problems) problem([key, 'socials', platform], message);
    Object.assign(socials, one.socials);
  }
  return Object.keys(socials).length ? socials : undefined;
}
