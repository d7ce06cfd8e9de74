import type { ComponentType } from 'react';
import { localComponents } from 'virtual:local-components';
import { localComponentsUsed } from '../../common/local-components';

type Component = ComponentType<Record<string, unknown>>;
/** Components whose module has loaded, by registry key: rendered as they are, without suspending. */
const loaded = new Map<string, Component>();

/** Components a module imported itself (Markdown that browser code imports: web/mdx/imported-markdown.tsx), ready to render. */
export function provideLocalComponents(components: Record<string, Component>): void {
  for (const [key, component] of Object.entries(components)) loaded.set(key, component);
}

/** A local component whose module has loaded, or undefined. */
export const loadedLocalComponent = (key: string): Component | undefined => loaded.get(key);

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
