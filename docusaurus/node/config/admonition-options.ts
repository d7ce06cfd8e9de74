import { ADMONITION_TYPES } from '../../../pipeline/mdx/plugins/admonitions/index.js';

/**
 * A content plugin's `admonitions` option (docs, blog, pages), as Docusaurus 3's MDX loader
 * normalises it: `true` (the default) or unset, the default keywords; `false`, none; an object,
 * its `keywords`, after the default ones unless `extendDefaults: false`. Null when the result is
 * the default list, so a site that does not set it keeps the build cache's keys it had.
 */
export function readAdmonitions(o: Record<string, unknown>, where: string, problems: string[]): readonly string[] | null {
  const value = o.admonitions;
  if (value === undefined || value === true) return null;
  if (value === false) return [];
  const valid = `expected true, false or { keywords: ['my-keyword'], extendDefaults: true }`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${where} \`admonitions\`: ${valid}, got ${JSON.stringify(value)}`);
    return null;
  }
  const { keywords = [], extendDefaults = true } = value as { keywords?: unknown; extendDefaults?: unknown };
  if (!Array.isArray(keywords) || !keywords.every((k): k is string => typeof k === 'string')) {
    problems.push(`${where} \`admonitions.keywords\`: expected a list of keyword strings, got ${JSON.stringify(keywords)}`);
    return null;
  }
  if (typeof extendDefaults !== 'boolean') {
    problems.push(`${where} \`admonitions.extendDefaults\`: expected true or false, got ${JSON.stringify(extendDefaults)}`);
    return null;
  }
  const list = [...new Set(extendDefaults ? [...ADMONITION_TYPES, ...keywords] : keywords)];
  return list.length === ADMONITION_TYPES.size && list.every((k) => ADMONITION_TYPES.has(k)) ? null : list;
}
