import { useCodeBlockContext } from './CodeBlock/context';

/**
 * The props a site's swizzle of an old theme-classic name gets where this theme draws its later
 * part (`docusaurus/node/theme/legacy-names.ts`): each is given the later part's props and reads
 * what the old name's caller passed from the same place the later part reads it (the block's
 * context); null when the old caller drew nothing there. Imported only by the drawing of a site's
 * legacy swizzle, so a site without one bundles none of this.
 */

/** theme-classic 3.0–3.7's `CodeBlock/CopyButton` props, where 3.8's `CodeBlock/Buttons/CopyButton` is drawn: the block's code. */
export function useLegacyCopyButton({ className }: { className?: string }): { code: string; className?: string } {
  const { metadata } = useCodeBlockContext();
  return { code: metadata.code, ...(className ? { className } : {}) };
}

/**
 * theme-classic 3.0–3.7's `CodeBlock/WordWrapButton` props, where 3.8's `CodeBlock/Buttons/WordWrapButton`
 * is drawn: `onClick` toggles the block's wrapping, `isEnabled` says whether its lines wrap. Drawn,
 * as 3.0–3.7's `CodeBlock/Content/String` draws it, only while the code wraps or scrolls sideways.
 */
export function useLegacyWordWrapButton({ className }: { className?: string }): {
  className?: string;
  onClick: () => void;
  isEnabled: boolean;
} | null {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  return { ...(className ? { className } : {}), onClick: () => wordWrap.toggle(), isEnabled: wordWrap.isEnabled };
}

/**
 * theme-classic 3.0–3.4's `BlogPostItem/Header/Author` props, where 3.5's `Blog/Components/Author` is
 * drawn for each of a post's authors: the same `author` (its `imageURL` resolved), without the later
 * part's `as` and `count`.
 */
export function legacyPostAuthor<Author>({ author, className }: { author: Author; className?: string; as?: unknown; count?: unknown }): {
  author: Author;
  className?: string;
} {
  return { author, ...(className ? { className } : {}) };
}

/** theme-classic 3.0–3.4's `Unlisted` props, where 3.5's `ContentVisibility/Unlisted` is drawn: the same `className`. */
export function legacyUnlisted({ className }: { className?: string }): { className?: string } {
  return className ? { className } : {};
}
