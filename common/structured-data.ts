import type { BlogPostChunk, BlogPostChunkJson, SiteConfigJson } from './contract.js';
import { withBase } from './base-url.js';
import { absoluteUrl } from './url.js';

/**
 * A blog post's JSON-LD (schema.org `BlogPosting`), as this theme writes it into the post's head:
 * the prerenderer (`pipeline/prerender/head.ts`), and, for a site that wraps a swizzled
 * `BlogPostPage/StructuredData`, the part the wrapper's `@theme-original` draws
 * (`web/theme/BlogPostPage/StructuredData.tsx`). `url` is the post's canonical URL.
 */
export function blogPostingJsonLd(
  site: Pick<SiteConfigJson, 'title' | 'url' | 'baseUrl' | 'logo'>,
  chunk: Omit<BlogPostChunk | BlogPostChunkJson, 'body'>,
  url: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: chunk.title,
    description: chunk.description,
    url,
    mainEntityOfPage: url,
    datePublished: chunk.date,
    ...(chunk.lastUpdatedAt ? { dateModified: chunk.lastUpdatedAt } : {}),
    author: chunk.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
    publisher: {
      '@type': 'Organization',
      name: site.title,
      url: site.url,
      ...(site.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(withBase(site.logo.src, site.baseUrl), site.url) } } : {}),
    },
    ...(chunk.tags.length ? { keywords: chunk.tags.map((t) => t.label).join(', ') } : {}),
  };
}

/** A JSON data block's text: `<` escaped, so the JSON cannot close its element (`\u003c` reads as `<` in a JSON string). */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
