import type { HastElement, HastNode, HastRoot, JsonValue } from '../../../common/contract.js';

/** What a generated list needs to know about each doc. */
export interface IndexableDoc {
  id: string;
  route: string;
  title: string;
  frontMatter: Record<string, unknown>;
}

/**
 * `<DocIndex dir="x/rules" where={{ tier: 'bronze' }} checklist />` is expanded at build time into
 * a list of links to the docs under `dir` whose front matter matches `where`, in sidebar order.
 * Lists made this way come from the pages themselves, so they cannot drift from them.
 * Returns the problems found (unknown folder, nothing matched) for the build report.
 */
export function expandDocIndexes(tree: HastRoot, docs: IndexableDoc[], order: Map<string, number>): string[] {
  const problems: string[] = [];
  const visit = (nodes: HastNode[]): HastNode[] =>
    nodes.map((node) => {
      if (node.type !== 'element') return node;
      if (node.tagName !== 'DocIndex') return { ...node, children: visit(node.children) };
      const props = node.properties ?? {};
      const dir = (typeof props.dir === 'string' ? props.dir : '').replace(/\/+$/, '');
      const where = (props.where && typeof props.where === 'object' && !Array.isArray(props.where) ? props.where : {}) as Record<string, JsonValue>;
      const matching = docs
        .filter((d) => d.id.startsWith(`${dir}/`) && Object.entries(where).every(([k, v]) => d.frontMatter[k] === v))
        .sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity) || a.id.localeCompare(b.id));
      if (matching.length === 0) problems.push(`<DocIndex dir="${dir}"> matched no doc${Object.keys(where).length ? ` with ${JSON.stringify(where)}` : ''}`);
      return list(matching, props.checklist === true);
    });
  tree.children = visit(tree.children);
  return problems;
}

function list(docs: IndexableDoc[], checklist: boolean): HastElement {
  return {
    type: 'element',
    tagName: 'ul',
    properties: checklist ? { className: ['contains-task-list'] } : {},
    children: docs.map((d) => ({
      type: 'element',
      tagName: 'li',
      ...(checklist ? { properties: { className: ['task-list-item'] } } : {}),
      children: [
        ...(checklist
          ? [
              { type: 'element', tagName: 'input', properties: { type: 'checkbox', disabled: true }, children: [] } as HastElement,
              { type: 'text', value: ' ' } as HastNode,
            ]
          : []),
        { type: 'element', tagName: 'a', properties: { href: d.route }, children: [{ type: 'text', value: d.title }] },
      ],
    })),
  };
}
