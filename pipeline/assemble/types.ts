/** What the site is assembled from and into, shared by `stages/assemble.ts` and its converters. */
import type { SiteInputs } from '../model/site.js';
import type { ContentLayout } from '../../docusaurus/node/config/layout.js';
import type { Report } from '../check/report.js';
import type { ContentFiles } from '../model/content-files.js';
import type { CompiledEntry, DocEntry, PostEntry } from '../model/entries.js';

/** What every converter reads: the inputs, the files read for this pass, and where problems go. */
export interface AssembleContext {
  inputs: SiteInputs;
  files: ContentFiles;
  layout: ContentLayout;
  report: Report;
  /** A content path as shown in messages. */
  at: (path: string) => string;
  /** The ids of the docs left out as drafts, by docs instance (`RoutedSources.draftDocs`). */
  draftDocs?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A doc with its compiled form, paired by source path. */
export interface DocItem {
  entry: DocEntry;
  compiled: CompiledEntry;
}

/** A post with its compiled form, paired by source path. */
export interface PostItem {
  entry: PostEntry;
  compiled: CompiledEntry;
}

/** Doc ids repeat across docs instances: a doc is known by both. */
export const docKey = (instance: string, id: string) => `${instance}\u0000${id}`;
