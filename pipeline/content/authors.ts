import { readFileSync, existsSync } from 'node:fs';
import { parse } from 'yaml';
import type { BlogAuthor } from '../contract.js';

/** `authors.yml`: key → author. Docusaurus's `image_url` becomes `imageUrl`. */
export function loadAuthors(path: string): Map<string, BlogAuthor> {
  const map = new Map<string, BlogAuthor>();
  if (!existsSync(path)) return map;
  const data = (parse(readFileSync(path, 'utf8')) ?? {}) as Record<string, Record<string, string>>;
  for (const [key, a] of Object.entries(data)) {
    map.set(key, {
      key,
      name: a.name ?? key,
      ...(a.title ? { title: a.title } : {}),
      ...(a.url ? { url: a.url } : {}),
      ...((a.image_url ?? a.imageURL) ? { imageUrl: a.image_url ?? a.imageURL } : {}),
    });
  }
  return map;
}
