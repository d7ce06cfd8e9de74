import { join } from 'node:path';
import type { HastNode, HastRoot } from '../../common/contract.js';
import { JSX_PROPS_SCOPE, LOCAL_COMPONENT_PROP_TAG, LOCAL_COMPONENT_TAG, localComponentsUsed } from '../../common/local-components.js';
import type { LocalComponentEntry } from './evaluate/local-component.js';
import { WEB_DIR } from '../project-root.js';

/**
 * A theme component's JSX props are `LocalComponentProp` children (`splitJsxProps`), which the SPA
 * moves back into props inside the JSX-props scope (`JSX_PROPS_SCOPE`, web/mdx/JsxPropsScope.tsx),
 * a local component put around the component, or around the components it sits in (a `<TabItem>`'s
 * label is read by its `<Tabs>`), so that they see the props as Docusaurus gives them. A site
 * component (`LocalComponent`) takes its own JSX props and needs one only for JSX deeper in a data
 * prop (`rows.0.note`). The scope is on-need code: a page without it loads none of it.
 */
export function scopeJsxProps(tree: HastRoot): HastRoot {
  return {
    ...tree,
    children: tree.children.map((node) => {
      const { node: out, open } = scoped(node);
      return open ? jsxPropsScope(out) : out;
    }),
  };
}

const jsxPropsScope = (node: HastNode): HastNode => ({
  type: 'element',
  tagName: LOCAL_COMPONENT_TAG,
  properties: { component: JSX_PROPS_SCOPE },
  children: [node],
});

/** The node with its scopes; `open` when it, or a component below it through components only, still needs one. */
function scoped(node: HastNode): { node: HastNode; open: boolean } {
  if (node.type !== 'element') return { node, open: false };
  const component = /^[A-Z]/.test(node.tagName);
  let open = node.children.some(
    (c) =>
      c.type === 'element' &&
      c.tagName === LOCAL_COMPONENT_PROP_TAG &&
      (node.tagName !== LOCAL_COMPONENT_TAG || (typeof c.properties?.name === 'string' && c.properties.name.includes('.'))),
  );
  const children = node.children.map((child) => {
    const inner = scoped(child);
    if (!inner.open) return inner.node;
    if (component) open = true;
    return component ? inner.node : jsxPropsScope(inner.node);
  });
  // A scope already here (a partial's, compiled on its own) covers what is below it.
  return { node: { ...node, children }, open: open && node.properties?.component !== JSX_PROPS_SCOPE };
}

/** The page's local components, with the JSX-props scope's module where `scopeJsxProps` put one in its trees. */
export function withJsxPropsScope(registry: Record<string, LocalComponentEntry>, ...trees: (HastRoot | null)[]): Record<string, LocalComponentEntry> {
  if (!trees.some((tree) => tree && localComponentsUsed(tree).has(JSX_PROPS_SCOPE))) return registry;
  return { ...registry, [JSX_PROPS_SCOPE]: { path: join(WEB_DIR, 'mdx', 'JsxPropsScope.tsx'), exportName: 'default' } };
}
