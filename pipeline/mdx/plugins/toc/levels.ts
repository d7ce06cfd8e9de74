/**
 * The heading levels a page's TOC lists: front matter `toc_min_heading_level` /
 * `toc_max_heading_level`, else the site's `themeConfig.tableOfContents`, else h2–h3 (Docusaurus's
 * defaults). Docusaurus rejects levels outside 2–6 and a minimum above the maximum; so does this.
 */
export interface TocLevels {
  min: number;
  max: number;
}

export const DEFAULT_TOC_LEVELS: TocLevels = { min: 2, max: 3 };

const valid = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6;

/** What is wrong with a page's or the site's levels, each naming the field; empty when nothing is. */
export function tocLevelProblems(min: unknown, max: unknown, names: { min: string; max: string }): string[] {
  const problems: string[] = [];
  for (const [value, name] of [
    [min, names.min],
    [max, names.max],
  ] as const)
    if (value !== undefined && value !== null && !valid(value)) problems.push(`\`${name}\` must be a whole number from 2 to 6, got ${JSON.stringify(value)}`);
  if (valid(min) && valid(max) && min > max) problems.push(`\`${names.min}\` (${min}) must not be above \`${names.max}\` (${max})`);
  return problems;
}

export function tocLevels(frontMatter: Record<string, unknown>, site: Partial<TocLevels> = {}): TocLevels {
  const pick = (v: unknown, fallback: number) => (valid(v) ? v : fallback);
  return {
    min: pick(frontMatter.toc_min_heading_level, pick(site.min, DEFAULT_TOC_LEVELS.min)),
    max: pick(frontMatter.toc_max_heading_level, pick(site.max, DEFAULT_TOC_LEVELS.max)),
  };
}
