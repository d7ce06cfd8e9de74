/**
 * Which rows theme-classic's doc footer draws (`DocItem/Footer`): the tags row for a doc with a
 * tag, the edit and last-update row for one with an edit link or a last update (a date or an author). With neither, it
 * draws no footer at all.
 */
export function docFooterRows(doc: { tags?: readonly unknown[]; editUrl: string | null; lastUpdatedAt: string | null; lastUpdatedBy?: string }): {
  tags: boolean;
  editMeta: boolean;
} {
  return { tags: (doc.tags?.length ?? 0) > 0, editMeta: Boolean(doc.editUrl || doc.lastUpdatedAt || doc.lastUpdatedBy) };
}
