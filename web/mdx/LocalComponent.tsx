import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { localComponents } from 'virtual:local-components';

type Lazy = LazyExoticComponent<ComponentType<Record<string, unknown>>>;
const cache = new Map<string, Lazy>();

/** One lazy component per registry key, created once and reused by every page. */
function load(key: string): Lazy | null {
  const loader = localComponents[key];
  if (!loader) return null;
  let component = cache.get(key);
  if (!component) {
    component = lazy(loader);
    cache.set(key, component);
  }
  return component;
}

/**
 * A component from the site's own files (or extracted from MDX), referenced from the HAST JSON by
 * its registry key. Its code loads only when a page renders it.
 */
export function LocalComponent({ component, children, ...props }: { component: string; children?: ReactNode }) {
  const Component = load(component);
  if (!Component) return <span className="local-component-missing">{children}</span>;
  return (
    <Suspense fallback={null}>
      {/* The lazy component comes from a module-level cache; looking it up creates nothing. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component {...props}>{children}</Component>
    </Suspense>
  );
}
