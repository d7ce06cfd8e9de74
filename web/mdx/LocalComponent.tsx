import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { localComponents } from 'virtual:local-components';
import { localComponentsUsed } from '../../common/local-components';

type Component = ComponentType<Record<string, unknown>>;
/** Components whose module has loaded, by registry key: rendered as they are, without suspending. */
const loaded = new Map<string, Component>();
/** One lazy component per registry key, for a component rendered before its module was loaded. */
const pending = new Map<string, LazyExoticComponent<Component>>();

function load(key: string): Component | LazyExoticComponent<Component> | null {
  const ready = loaded.get(key);
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

/**
 * Loads the modules of the local components a route chunk renders; the route query awaits it with
 * the chunk. The page then renders and hydrates them with the rest of it: a reader who types into
 * one as soon as it shows is not typing into server HTML that React has not taken over yet.
 */
export async function loadLocalComponentsFor(chunk: unknown): Promise<void> {
  const keys = [...localComponentsUsed(chunk)].filter((key) => !loaded.has(key) && localComponents[key]);
  const modules = await Promise.all(keys.map((key) => localComponents[key]!()));
  keys.forEach((key, i) => loaded.set(key, modules[i]!.default));
}

/**
 * A component from the site's own files (or extracted from MDX), referenced from the HAST JSON by
 * its registry key. Its code is a chunk of its own, loaded only by pages that render it. The
 * Suspense boundary stays either way: the server rendered one, and hydration must find the same.
 */
export function LocalComponent({ component, children, ...props }: { component: string; children?: ReactNode } & Record<string, unknown>) {
  const Component = load(component);
  if (!Component) return <span className="local-component-missing">{children}</span>;
  return (
    <Suspense fallback={null}>
      {/* Both kinds come from module-level caches; looking one up creates nothing. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Component {...props}>{children}</Component>
    </Suspense>
  );
}
