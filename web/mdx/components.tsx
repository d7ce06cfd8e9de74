import type { ComponentType } from 'react';
import type * as TabsModule from '../theme/Tabs';
import { CodeBlock } from '../theme/CodeBlock';
import { Link } from '../theme/Link';
import { h2, h3, h4 } from '../theme/Heading';
import { ThemedImage } from '../theme/ThemedImage';
import { TableScroll } from '../theme/ScrollRegion/TableScroll';
import { elementsUsed } from '../../common/mdx-component-modules';

type Registry = Record<string, ComponentType<never>>;

/** Components by element name, as the renderer takes them: each with its own props, so typed loosely here. */
export const registry = (entries: Record<string, unknown>): Registry => entries as Registry;

/**
 * The component registry: HAST element names → React components. Upper-case names are the MDX
 * components the pipeline allows; lower-case ones override plain HTML elements. The ones in
 * `ON_NEED_COMPONENTS` join it when a page that uses them is loaded (`loadComponentsFor`).
 */
export const components: Registry = registry({ CodeBlock, Link, ThemedImage, a: Link, h2, h3, h4, table: TableScroll });

const tabs = (m: typeof TabsModule) => registry({ Tabs: m.Tabs, TabItem: m.TabItem });

/** Each on-need component's import (literal paths, for Vite); a test holds them to `ON_NEED_COMPONENTS`. */
const loaders: Record<string, () => Promise<Registry>> = {
  // Through `@theme/`: a site's swizzled Admonition takes its place (docusaurus/node/theme/theme-modules.ts).
  Admonition: () => import('@theme/Admonition').then((m) => registry({ Admonition: m.Admonition })),
  Tabs: () => import('../theme/Tabs').then(tabs),
  TabItem: () => import('../theme/Tabs').then(tabs),
  Mermaid: () => import('../theme/Mermaid').then((m) => registry({ Mermaid: m.Mermaid })),
  IdealImage: () => import('../theme/IdealImage').then((m) => registry({ IdealImage: m.IdealImage })),
  img: () => import('../theme/ImageZoom').then((m) => registry({ img: m.MarkdownImage })),
  LocalComponent: () => import('./LocalComponent').then((m) => registry({ LocalComponent: m.LocalComponent })),
  Head: () => import('./Head').then((m) => registry({ Head: m.Head })),
};

/**
 * Adds to the registry the on-need components a route chunk's trees use; the route query awaits
 * it with the chunk, so the page renders (and hydrates) without waiting for code.
 */
export async function loadComponentsFor(chunk: unknown): Promise<void> {
  // By the loaders' names (a test holds them to `ON_NEED_COMPONENTS`, whose file paths the browser does not need).
  const missing = [...elementsUsed(chunk, loaders)].filter((name) => !(name in components));
  const loaded = await Promise.all(missing.map((name) => loaders[name]!()));
  for (const entries of loaded) Object.assign(components, entries);
}
