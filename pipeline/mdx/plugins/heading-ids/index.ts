import type { Root, Heading } from 'mdast';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every heading an id, in Docusaurus's order (mdx-loader `remark/headings`): a comment at the
 * end of the heading, `{/* #custom-id *\/}` (valid MDX, Docusaurus 3.7+) or `<!-- #custom-id -->`;
 * then the legacy `{#custom-id}` (see legacy-syntax); else a GitHub style slug of its text,
 * de-duplicated within the page. The comment or `{#id}` never shows in the text or the TOC.
 * `maintainCase` (Docusaurus's `markdown.anchors.maintainCase`) keeps the text's letter case.
 */
export function remarkHeadingIds(options: { maintainCase?: boolean } = {}) {
  const maintainCase = options.maintainCase === true;
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const custom = takeCommentId(node) ?? takeCustomId(node);
      // Other comments in a heading (kept by truncate for this step) never reach the output.
      node.children = node.children.filter((child) => (child as { type: string }).type !== 'comment');
      const id = custom ?? slugger.slug(toString(node), maintainCase);
      if (custom) slugger.slug(custom, maintainCase); // reserve it so a later duplicate gets a suffix
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}

/** `#id` from a comment that is the heading's last child; the first word only, and only with a `#`. */
function takeCommentId(node: Heading): string | null {
  const last = node.children[node.children.length - 1] as
    { type: string; value?: string; commentValue?: string; data?: { estree?: EstreeProgram } } | undefined;
  let comment: string | undefined;
  // Only an expression that holds nothing but one comment: `{x /* #id */}` is code, not an id.
  if (last?.type === 'mdxTextExpression' && last.data?.estree) {
    const program = last.data.estree;
    if (program.body.length === 0 && program.comments?.length === 1) comment = program.comments[0]!.value;
  } else if (last?.type === 'comment') {
    comment = last.commentValue;
  }
  const word = comment?.trim().split(' ')[0];
  if (!word?.startsWith('#') || word.length === 1) return null;
  node.children.pop();
  const before = node.children[node.children.length - 1];
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return word.slice(1);
}

interface EstreeProgram {
  body: unknown[];
  comments?: { value: string }[];
}

function takeCustomId(node: Heading): string | null {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return null;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return null;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') node.children.pop();
  return match[1]!;
}

export function headingId(node: Heading): string {
  return String((node.data?.hProperties as { id?: string } | undefined)?.id ?? '');
}
