/** A tag as theme-classic's tag lists take it. */
export interface TagLink {
  label: string;
  permalink: string;
  count?: number;
  description?: string;
}

/**
 * Tags grouped by the upper-cased first letter of their label, letters and tags in each sorted by
 * `localeCompare` (theme-common's `listTagsByLetters`, which `TagsListByLetter` draws).
 */
export function tagsByLetter<T extends TagLink>(tags: readonly T[]): { letter: string; tags: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => a.label.localeCompare(b.label)) }));
}
