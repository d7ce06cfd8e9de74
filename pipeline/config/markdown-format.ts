/**
 * Docusaurus's `markdown.format` and the front-matter `format` that overrides it (mdx-loader's
 * `getFormat`): `mdx`, `md`, or `detect`, which reads `.md` (and Markdown's other extensions) as
 * CommonMark and anything else as MDX.
 */
export type MarkdownFormat = 'mdx' | 'md';
export type MarkdownFormatOption = MarkdownFormat | 'detect';

const MD_EXTENSIONS = ['.md', '.markdown', '.mdown', '.mkdn', '.mkd', '.mdwn', '.mkdown', '.ron'];

const isOption = (v: unknown): v is MarkdownFormatOption => v === 'mdx' || v === 'md' || v === 'detect';

export function markdownFormatOf(filePath: string, frontMatterFormat: unknown, siteFormat: MarkdownFormatOption = 'mdx'): MarkdownFormat {
  const chosen = isOption(frontMatterFormat) ? frontMatterFormat : siteFormat;
  if (chosen !== 'detect') return chosen;
  const ext = /\.[^./]+$/.exec(filePath)?.[0]?.toLowerCase() ?? '';
  return MD_EXTENSIONS.includes(ext) ? 'md' : 'mdx';
}
