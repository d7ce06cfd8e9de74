import type { BootDocsVersion, DocChunk } from '../../../common/contract';
import { versionClassName } from '../../shared/docs-data';

/**
 * Docusaurus's `PropVersionMetadata`, as far as a doc page knows it: what `DocVersionRoot` gets as
 * `version` (its docs and sidebars are in the docs hooks' data, read where needed).
 */
export function docVersionProp(version: BootDocsVersion) {
  return {
    pluginId: version.pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner ?? null,
    badge: version.badge ?? false,
    noIndex: false,
    className: versionClassName(version),
    isLast: version.isLast,
  };
}

/** A sidebar category's generated index, which the build makes a doc of its own (`__category__<route>`). */
export const isGeneratedIndex = (chunk: DocChunk): boolean => chunk.id.startsWith('__category__');

/**
 * Docusaurus's `categoryGeneratedIndex` prop of `DocCategoryGeneratedIndexPage`: the category's
 * title, description, slug and permalink (under the base URL, `url`), keywords and its neighbours.
 */
export function categoryGeneratedIndexProp(chunk: DocChunk, url: (route: string) => string) {
  const link = (l: DocChunk['previous']) => (l ? { title: l.title, permalink: url(l.route) } : undefined);
  return {
    title: chunk.title,
    description: chunk.description || undefined,
    slug: chunk.route,
    permalink: url(chunk.route),
    keywords: chunk.keywords.length > 0 ? chunk.keywords : undefined,
    image: undefined,
    navigation: { previous: link(chunk.previous), next: link(chunk.next) },
  };
}
