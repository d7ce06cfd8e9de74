/**
 * The documents as the stages hand them on: each doc and post with its route (the routes stage),
 * then compiled (the compile stage). Below the stages, so the modules that assemble, cache and emit
 * the site name these shapes without importing a stage.
 */
import type { SourceDocument } from '../content/collect.js';
import type { CompiledMdx } from '../mdx/processor.js';
import type { PostIdentity } from '../routes/blog.js';

export interface DocEntry {
  source: SourceDocument;
  id: string;
  route: string;
  /** The docs plugin instance, or `pages` for a Markdown page (no sidebar, no docs version). */
  instance: string;
  /** Front matter `unlisted: true` in a production build (`stages/routes.ts`); absent when listed. */
  unlisted?: true;
}
export interface PostEntry extends PostIdentity {
  source: SourceDocument;
}
export interface RoutedSources {
  docs: DocEntry[];
  posts: PostEntry[];
  /** Content file → route, for the link resolver. */
  fileToRoute: Map<string, string>;
  /**
   * The ids of the docs left out as drafts (a production build), by docs instance: a sidebar naming
   * one drops it, as Docusaurus's sidebars post-processing does.
   */
  draftDocs?: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface CompiledEntry {
  source: SourceDocument;
  route: string;
  compiled: CompiledMdx;
  title: string;
}

export function hasCompileErrors(entry: CompiledEntry): boolean {
  return entry.compiled.messages.some((m) => m.severity === 'error');
}
