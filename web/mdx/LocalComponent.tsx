import { isValidElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';
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
 * A component from the site's own files (or extracted from MDX), referenced from the HAST JSON by
 * its registry key. Its code is a chunk of its own, loaded only by pages that render it. The
 * Suspense boundary stays either way: the server rendered one, and hydration must find the same.
 */
export function LocalComponent({ component, children, ...props }: { component: string; children?: ReactNode } & Record<string, unknown>) {
  const Component = load(component);
  if (!Component) return <span className="local-component-missing">{children}</span>;
  // A prop whose value is JSX comes as a child element of its own (common/local-components.ts): it
  // moves to the props as the filter passes it.
  const rest = ([] as ReactNode[]).concat(children).filter((node) => !(isPropElement(node) && ((props[node.props.name] = node.props.children), true)));
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
