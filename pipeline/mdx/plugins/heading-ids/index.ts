import type { Root, Heading } from 'mdast';
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every heading an id: the `{#custom-id}` the author wrote (see legacy-syntax) or a GitHub
 * style slug of its text, de-duplicated within the page as Docusaurus does.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      const custom = takeCustomId(node);
      const id = custom ?? slugger.slug(toString(node));
      if (custom) slugger.slug(custom); // reserve it so a later duplicate gets a suffix
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
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
