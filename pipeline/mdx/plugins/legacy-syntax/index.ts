/**
 * Docusaurus applies a "legacy compatibility" layer before MDX parses a file; MDX 3 alone rejects or
 * misreads this syntax. We rewrite it at the text level, keeping every line where it was, so the
 * positions of later errors still point at the author's file.
 *
 * - `## Title {#custom-id}`: `{` would start an expression; the braces are escaped and the
 *   heading-ids plugin turns the text back into an id.
 * - `:::tip Title`: remark-directive wants `:::tip[Title]`.
 * - `mdx-code-block` fences: their content is MDX, so the fence lines themselves are blanked.
 * - HTML comments on lines of their own (one or several lines, the truncate marker included):
 *   remark-comment trips over block comments inside MDX, so they become MDX comments
 *   (`{/* ... *\/}`), which the truncate and jsx-components plugins handle. Comments inside a line
 *   of text are left to remark-comment.
 */

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^}\s]+)\}(\s*)$/;
const ADMONITION_TITLE = /^(\s*(?:>\s*)*)(:{3,})([a-zA-Z][\w-]*)[ \t]+([^[{\s].*?)\s*$/;

export function rewriteLegacySyntax(source: string, options: { md?: boolean } = {}): string {
  // CommonMark (`format: md`) reads comments, `{#id}` and fences itself: only admonition titles change.
  if (options.md) return rewriteAdmonitionTitles(source);
  const lines = source.split('\n');
  let fence: { marker: string; mdx: boolean; depth: number } | null = null;
  let inComment = false;
  // Open `:::` containers: a bare `:::` inside a fence opened in one closes both (as micromark does).
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) lines[i] = line.replaceAll('*/', '* /');
      else {
        lines[i] = `${line.slice(0, end).replaceAll('*/', '* /')}*/}${line.slice(end + 3)}`;
        inComment = false;
      }
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]!.startsWith(fence.marker) && fenceMatch[3]!.trim() === '') {
        if (fence.mdx) lines[i] = '';
        fence = null;
      } else if (!fence.mdx && fence.depth > 0 && CONTAINER_CLOSE.test(line)) {
        fence = null;
        depth--;
      } else if (fence.mdx) {
        lines[i] = rewriteLine(line);
      }
      continue;
    }
    if (fenceMatch) {
      const info = fenceMatch[3]!.trim();
      const mdx = info === 'mdx-code-block';
      fence = { marker: fenceMatch[2]!, mdx, depth };
      if (mdx) lines[i] = '';
      continue;
    }
    const open = openCommentAt(line);
    if (open >= 0) {
      lines[i] = `${rewriteLine(line.slice(0, open))}{/*${line.slice(open + 4).replaceAll('*/', '* /')}`;
      inComment = true;
      continue;
    }
    if (CONTAINER_OPEN.test(line)) depth++;
    else if (depth > 0 && CONTAINER_CLOSE.test(line)) depth--;
    lines[i] = rewriteLine(line);
  }
  return lines.join('\n');
}

/** Column of a `<!--` that is not closed on its line and not inside inline code, or -1. */
function openCommentAt(line: string): number {
  const at = line.lastIndexOf('<!--');
  if (at < 0 || line.indexOf('-->', at) >= 0) return -1;
  const ticks = (line.slice(0, at).match(/`/g) ?? []).length;
  return ticks % 2 === 0 ? at : -1;
}

const WHOLE_LINE_COMMENT = /^(\s*)<!--(.*?)-->\s*$/;

function rewriteLine(line: string): string {
  const comment = WHOLE_LINE_COMMENT.exec(line);
  if (comment) return `${comment[1]}{/*${comment[2]!.replaceAll('*/', '* /')}*/}`;
  const heading = HEADING_ID.exec(line);
  if (heading) return `${heading[1]}\\{#${heading[2]}\\}${heading[3]}`;
  const admonition = ADMONITION_TITLE.exec(line);
  if (admonition) {
    const title = admonition[4]!.replace(/[[\]]/g, (c) => `\\${c}`);
    return `${admonition[1]}${admonition[2]}${admonition[3]}[${title}]`;
  }
  return line;
}

/** `:::tip Title` → `:::tip[Title]` outside code fences. */
function rewriteAdmonitionTitles(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[2]!.startsWith(fence) && f[3]!.trim() === '') fence = null;
        return line;
      }
      if (f) {
        fence = f[2]!;
        return line;
      }
      const admonition = ADMONITION_TITLE.exec(line);
      if (!admonition) return line;
      return `${admonition[1]}${admonition[2]}${admonition[3]}[${admonition[4]!.replace(/[[\]]/g, (c) => `\\${c}`)}]`;
    })
    .join('\n');
}

const CONTAINER_OPEN = /^\s*(?:>\s*)*(:{3,})([a-zA-Z][\w-]*)/;
const CONTAINER_CLOSE = /^\s*(?:>\s*)*(:{3,})\s*$/;

/** Line of an HTML comment `<!--` (outside code) that is never closed, or null. */
export function unclosedCommentLine(source: string): number | null {
  let fence: string | null = null;
  let open: number | null = null;
  source.split('\n').forEach((line, i) => {
    const f = FENCE.exec(line);
    if (open === null && fence) {
      if (f && f[2]!.startsWith(fence) && f[3]!.trim() === '') fence = null;
      return;
    }
    if (open === null && f) {
      fence = f[2]!;
      return;
    }
    let rest = line;
    for (;;) {
      if (open === null) {
        const at = rest.indexOf('<!--');
        if (at < 0 || (rest.slice(0, at).match(/`/g) ?? []).length % 2 === 1) break;
        open = i + 1;
        rest = rest.slice(at + 4);
      }
      const end = rest.indexOf('-->');
      if (end < 0) break;
      open = null;
      rest = rest.slice(end + 3);
    }
  });
  return open;
}
