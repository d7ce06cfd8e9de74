/** A component that runs in the browser, loaded from the local-components registry (`plugins/jsx-components/local.ts`). */
export interface LocalComponentEntry {
  /** The file that holds it, or null for a component extracted from MDX (`source` is set). */
  path: string | null;
  /** The export to render. */
  exportName: string;
  /** Module text for an extracted `export const X = ...`, or a package's export re-exported. */
  source?: string;
}
