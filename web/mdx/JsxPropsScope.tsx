import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { LOCAL_COMPONENT_PROP_TAG } from '../../common/local-components';

/**
 * The scope of JSX props (`common/local-components.ts` `JSX_PROPS_SCOPE`): a local component of
 * this project's, which the build puts around a theme component given JSX props
 * (`<Admonition title={<b>A</b>}>`; around its `<Tabs>` for a `<TabItem label={…}>`, which `Tabs`
 * reads from its items) and around a site component given JSX deeper in a data prop
 * (`rows.0.note`). Loaded as a local component, only by pages that have one: the entry and the
 * `LocalComponent` module do not carry it.
 */

type PropElement = ReactElement<{ name: string; children?: ReactNode }>;

const isPropElement = (node: ReactNode): node is PropElement => isValidElement(node) && node.type === LOCAL_COMPONENT_PROP_TAG;

/**
 * Moves the `LocalComponentProp` children into `props`, each at its name (`rows.0.note` inside the
 * `rows` data, copied on the way: the chunk's data stays as it came); the other children are returned.
 */
function takeProps(props: Record<string, unknown>, base: Record<string, unknown>, children: ReactNode): ReactNode[] {
  return ([] as ReactNode[]).concat(children).filter((node) => {
    if (!isPropElement(node)) return true;
    const path = node.props.name.split('.');
    const last = path.pop()!;
    let target = props;
    let from: unknown = base;
    for (const key of path) {
      from = (from as Record<string, unknown> | undefined)?.[key];
      const inner = target[key] ?? from;
      target = target[key] = (Array.isArray(inner) ? [...(inner as unknown[])] : { ...(inner as object) }) as Record<string, unknown>;
    }
    target[last] = node.props.children;
    return false;
  });
}

/** The element with its JSX props back in its props, and so for every element below it. */
function withJsxProps(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withJsxProps);
  if (!isValidElement<Record<string, unknown>>(node) || node.props.children === undefined) return node;
  const props: Record<string, unknown> = {};
  const rest = takeProps(props, node.props, withJsxProps(node.props.children as ReactNode));
  // With no child left, `children` must be given as undefined: `cloneElement` keeps the old ones otherwise.
  return rest.length > 0 ? cloneElement(node, props, ...rest) : cloneElement(node, { ...props, children: undefined });
}

/** Default export: the local-components registry loads a default export as the module itself (emit/local-component-registry.ts). */
export default function JsxPropsScope({ children }: { children?: ReactNode }) {
  return withJsxProps(children);
}
