/** What the content-files stage reads besides documents and config (see `stages/content-files.ts`). */
import type { CategoryMeta } from '../sidebars/types.js';

export interface FileProblem {
  /** As shown in messages (under the content root's display path). */
  file: string;
  line: number;
  message: string;
}

export interface ContentFiles {
  /** `/`-rooted paths of every file and folder in the static folders (folders also with a trailing slash). */
  staticPaths: Set<string>;
  /** `pages/*.tsx` names (without extension). */
  pageModules: string[];
  /** The pages plugin's React page files, relative to its folder. */
  sitePageFiles: string[];
  /** Absolute folder → its `_category_` file's value and problems; reported only when a sidebar reads it. */
  categoryMeta: Map<string, { meta: CategoryMeta | null; problems: FileProblem[] }>;
  /** Docs instance id → its `tags.yml` keys, and the file's problems. */
  tagsFiles: Map<string, { tags: Map<string, { label: string; permalink: string }>; problems: FileProblem[] }>;
  /** Problems that always count (page modules without a default export). */
  problems: FileProblem[];
  /** Static HTML pages with inline scripts, which the site's CSP blocks. */
  warnings: FileProblem[];
}
