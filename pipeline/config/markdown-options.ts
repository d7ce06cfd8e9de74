import type { BrokenLinkSeverity, BrokenMarkdownParams, BrokenMarkdownHook, MarkdownCompileOptions } from '../../common/site-config.js';
/**
 * Docusaurus's `markdown` options that change how a page compiles (besides `format`, see
 * `markdown-format.ts`): `emoji` (remark-emoji, on by default), `anchors.maintainCase` (heading
 * ids keep their letters' case) and `hooks` (Docusaurus 3.9+), what to do with a Markdown link to
 * a file that does not exist and with an image that does not exist.
 */
export type { BrokenLinkSeverity, BrokenMarkdownParams, BrokenMarkdownHook, MarkdownCompileOptions };

/** Whether a hook is a function: a compile with one runs in the build's thread (functions cannot be sent to a worker). */
export function hasMarkdownHookFunctions(options: MarkdownCompileOptions | undefined): boolean {
  return typeof options?.onBrokenImages === 'function' || typeof options?.onBrokenLinks === 'function';
}

/** The options as the build cache's key takes them (a hook function by its source). */
export function markdownOptionsKey(options: MarkdownCompileOptions | undefined): string | null {
  if (!options || Object.keys(options).length === 0) return null;
  return JSON.stringify(options, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v));
}

/** `sourceFilePath` as Docusaurus gives it to a hook: relative to the working directory. */
export function hookParams(absolutePath: string, url: string, node: unknown): BrokenMarkdownParams {
  const cwd = process.cwd();
  return { sourceFilePath: absolutePath.startsWith(`${cwd}/`) ? absolutePath.slice(cwd.length + 1) : absolutePath, url, node };
}
