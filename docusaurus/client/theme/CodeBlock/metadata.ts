import type { ReactNode } from 'react';

/** The class theme-classic gives a line its metastring highlights (`{1,3-4}`): this theme's own `highlighted` look goes with it. */
export const HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** What the parts of a code block read of it (theme-common 3.10's `CodeBlockMetadata`). */
export interface CodeBlockMetadata {
  codeInput: string;
  code: string;
  className: string;
  language: string;
  title: ReactNode;
  /** The first line's number when the block shows line numbers. */
  lineNumbersStart: number | undefined;
  /** Classes by line index (from 0). */
  lineClassNames: Record<number, string[]>;
}

export interface CodeBlockInput {
  children: string;
  className?: string;
  metastring?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  defaultLanguage?: string;
}

/** `{1,3-5}` in the metastring: the lines (from 1) it names. */
function highlightedLines(metastring: string): number[] {
  const ranges = /\{([\d,\s-]+)\}/.exec(metastring)?.[1];
  if (!ranges) return [];
  return ranges.split(',').flatMap((range) => {
    const [from, to] = range.trim().split('-').map(Number);
    if (from === undefined || !Number.isInteger(from)) return [];
    const last = to !== undefined && Number.isInteger(to) ? to : from;
    return Array.from({ length: Math.max(0, last - from + 1) }, (_, i) => from + i);
  });
}

/**
 * A code block's metadata from `@theme/CodeBlock`'s props, by Docusaurus's rules: the language
 * from `language`, else the `language-x` class, else the site's default, else `text`; the title
 * from the metastring's `title="…"`, else `title`; line numbers from `showLineNumbers` (true is 1,
 * a number the first line's), else the metastring's `showLineNumbers[=n]`; the metastring's
 * `{…}` ranges highlighted. The code loses one trailing newline, as a fence's does.
 */
export function codeBlockMetadata(input: CodeBlockInput): CodeBlockMetadata {
  const metastring = input.metastring ?? '';
  const language = input.language ?? /language-(\S+)/.exec(input.className ?? '')?.[1] ?? input.defaultLanguage ?? 'text';
  const title = /title=(["'])(.*?)\1/.exec(metastring)?.[2] || input.title;
  const fromMeta = /\bshowLineNumbers(?:=(\d+))?/.exec(metastring);
  const lineNumbersStart =
    typeof input.showLineNumbers === 'number'
      ? input.showLineNumbers
      : input.showLineNumbers === true
        ? 1
        : input.showLineNumbers === false || !fromMeta
          ? undefined
          : Number(fromMeta[1] ?? 1);
  const lineClassNames: Record<number, string[]> = {};
  for (const line of highlightedLines(metastring)) lineClassNames[line - 1] = [HIGHLIGHTED_LINE];
  const languageClass = `language-${language}`;
  const className = [input.className, input.className?.split(/\s+/).includes(languageClass) ? null : languageClass].filter(Boolean).join(' ');
  return { codeInput: input.children, code: input.children.replace(/\r?\n$/, ''), className, language, title, lineNumbersStart, lineClassNames };
}

/** A Prism-shaped token of a block without a highlighter: one `plain` token a line. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The code's lines as prism-react-renderer's `tokens` gives them to `CodeBlock/Line`, each line one plain token (no highlighter ships to the browser). */
export function plainLines(code: string): LineToken[][] {
  return code.split(/\r?\n/).map((content) => [content === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content }]);
}
