import type { DocChunk } from '../../../common/contract';
import { useSlotProps } from '../theme/slot-props';
import { contentTitle } from '../../../common/content-title';

/** What Docusaurus's `useDoc()` gives, as far as this build knows it. */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    permalink: string;
    editUrl: string | null;
    /** Milliseconds, as Docusaurus gives it; null without history. */
    lastUpdatedAt: number | null;
    /** The docs plugin's `showLastUpdateAuthor`: the author, else undefined. */
    lastUpdatedBy?: string;
    tags: { label: string; permalink: string }[];
    version: string;
    sidebar: string | null;
    previous: { title: string; permalink: string } | null;
    next: { title: string; permalink: string } | null;
  };
  toc: { value: string; id: string; level: number }[];
  /** The text of the body's own `# heading`; undefined when the page's title is drawn above the body instead. */
  contentTitle: string | undefined;
}

/** The doc's chunk in Docusaurus's `useDoc()` shape (pure). */
function docContextValue(chunk: DocChunk): DocContextValue {
  const link = (l: DocChunk['previous']) => l && { title: l.title, permalink: l.route };
  const toc: DocContextValue['toc'] = [];
  const walk = (items: DocChunk['toc']) => {
    for (const item of items) {
      toc.push({ value: item.value, id: item.id, level: item.depth });
      walk(item.children);
    }
  };
  walk(chunk.toc);
  return {
    metadata: {
      id: chunk.id,
      title: chunk.title,
      description: chunk.description,
      permalink: chunk.route,
      editUrl: chunk.editUrl,
      lastUpdatedAt: chunk.lastUpdatedAt ? Date.parse(chunk.lastUpdatedAt) : null,
      lastUpdatedBy: chunk.lastUpdatedBy,
      tags: (chunk.tags ?? []).map((t) => ({ label: t.label, permalink: t.route })),
      version: chunk.version,
      // The chunk names a version's sidebar with its version (`current/guide`); Docusaurus gives the sidebar's own id.
      sidebar: chunk.sidebar?.split('/').pop() ?? null,
      previous: link(chunk.previous),
      next: link(chunk.next),
    },
    toc,
    contentTitle: contentTitle(chunk.body),
  };
}

/**
 * `useDoc()` in the browser, inside the doc page's slots a site swizzles (`DocItem/Footer`): the
 * doc of the slot's props. Outside them it throws as Docusaurus's does outside its provider.
 * (Issue 43 part 2 gives `@docusaurus/theme-common` a provider of its own; this reads the slot.)
 */
export function useDoc(): DocContextValue {
  return docContextValue(useDocChunk());
}

/** The doc page's chunk in its swizzled slots (the theme's `DocItem/*` parts read it). */
export function useDocChunk(): DocChunk {
  const props = useSlotProps<{ chunk?: DocChunk }>();
  if (!props?.chunk) throw new Error('useDoc() is used outside of a doc page: only the doc page and the components it renders can read the doc');
  return props.chunk;
}
