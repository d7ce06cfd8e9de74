import { cloneElement, isValidElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
import { localComponents } from 'virtual:local-components';
import { LOCAL_COMPONENT_PROP_TAG } from '../../common/local-components';
import { loadedLocalComponent } from './local-component-cache';
import { ThemeCommonProviders } from '../../docusaurus/client/theme-common-providers';

/**
 * The `LocalComponent` element's component: an on-need component (`common/mdx-component-modules.ts`),
 * loaded with the chunks that render one, so pages without the site's own components do not carry it.
 */

type Component = ComponentType<Record<string, unknown>>;
/** One lazy component per registry key, for a component rendered before its module was loaded. */
const pending = new Map<string, LazyExoticComponent<Component>>();

function load(key: string): Component | LazyExoticComponent<Component> | null {
  const ready = loadedLocalComponent(key);
  if (ready) return ready;
  const loader = localComponents[key];
  if (!loader) return null;
  let component = pending.get(key);
  if (!component) {
    component = lazy(loader);
    pending.set(key, component);
  }
  return component;
}

type PropElement = ReactElement<{ name: string; children?: ReactNode }>;

// Not in the component registry: only a LocalComponent reads these children (the renderer leaves them as elements of that name).
const isPropElement = (node: ReactNode): node is PropElement => isValidElement(node) && node.type === LOCAL_COMPONENT_PROP_TAG;

/**
 * Moves the `LocalComponentProp` children (common/local-components.ts) into `props`, each at its
 * name (`rows.0.title` inside the `rows` data, copied on the way: the chunk's data stays as it
 * came); the other children are returned.
 */
function takeProps(props: Record<string, unknown>, children: ReactNode): ReactNode[] {
  return ([] as ReactNode[]).concat(children).filter((node) => {
    if (!isPropElement(node)) return true;
    const path = node.props.name.split('.');
    const last = path.pop()!;
    let target = props;
    for (const key of path) {
      const inner = target[key];
      target = target[key] = (Array.isArray(inner) ? [...(inner as unknown[])] : { ...(inner as object) }) as Record<string, unknown>;
    }
    target[last] = node.props.children;
    return false;
  });
}

/** The element with its JSX props back in its props, and so for every element below it (a `<Tabs>` reads its items' labels). */
function withJsxProps(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withJsxProps);
  if (!isValidElement<{ children?: ReactNode }>(node) || node.props.children === undefined) return node;
  const props: Record<string, unknown> = {};
  const rest = takeProps(props, withJsxProps(node.props.children));
  // With no child left, `children` must be given as undefined: `cloneElement` keeps the old ones otherwise.
  return rest.length > 0 ? cloneElement(node, props, ...rest) : cloneElement(node, { ...props, children: undefined });
}

/**
 * A component from the site's own files (or extracted from MDX), referenced from the HAST JSON by
 * its registry key. Its code is a chunk of its own, loaded only by pages that render it. The
 * Suspense boundary stays either way: the server rendered one, and hydration must find the same.
 * Without a key it is the scope of a theme component's JSX props (`<Admonition title={<b>A</b>}>`,
 * pipeline/mdx/hast-json.ts), which its elements get back as props, drawing nothing of its own.
 */
export function LocalComponent({ component, children, ...props }: { component?: string; children?: ReactNode } & Record<string, unknown>) {
  if (component === undefined) return withJsxProps(children);
  const Component = load(component);
  if (!Component) return <span className="local-component-missing">{children}</span>;
  // A prop whose value is JSX comes as a child element of its own: it moves to the props.
  const rest = takeProps(props, children);
  return (
    <Suspense fallback={null}>
      <ThemeCommonProviders>
        {/* Both kinds come from module-level caches; looking one up creates nothing. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...props}>{rest.length > 1 ? rest : rest[0]}</Component>
      </ThemeCommonProviders>
    </Suspense>
  );
}
