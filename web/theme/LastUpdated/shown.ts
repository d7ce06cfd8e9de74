/**
 * Whether a doc, Markdown page or post draws its last update: a date, or an author alone where the
 * site's plugins show authors (`__CHROME_LAST_UPDATE_AUTHOR__`). Apart from `LastUpdated`'s module,
 * which a site's swizzled `LastUpdated` replaces whole.
 */
export function hasLastUpdate(chunk: { lastUpdatedAt: string | null; lastUpdatedBy?: string }): boolean {
  return Boolean(chunk.lastUpdatedAt || (__CHROME_LAST_UPDATE_AUTHOR__ && chunk.lastUpdatedBy));
}
