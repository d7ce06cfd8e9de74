/**
 * The blog's `truncateMarker` option: a regular expression Docusaurus matches against a post's
 * source; what comes before the first match is the excerpt shown on list pages. Docusaurus's
 * default (`<!-- truncate -->` or `{/* truncate *\/}`) is what `remarkTruncate` finds in the tree;
 * a site's own marker (`<!-- more -->`, `[[cut]]`) is put back as the default one before parsing,
 * so the split happens in the same place, and the marker never shows.
 */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

export function applyTruncateMarker(source: string, marker: RegExp | undefined, format: 'md' | 'mdx'): string {
  if (!marker || marker.source === DEFAULT_TRUNCATE_MARKER.source || marker.source === /<!--\s*truncate\s*-->/.source) return source;
  const match = new RegExp(marker.source, marker.flags.replace('g', '')).exec(source);
  if (!match || match[0] === '') return source;
  const canonical = format === 'md' ? '<!-- truncate -->' : '{/* truncate */}';
  return source.slice(0, match.index) + canonical + source.slice(match.index + match[0].length);
}
