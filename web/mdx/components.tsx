import type { ComponentType } from 'react';
import { CodeBlock } from '../theme/CodeBlock';
import { Link } from '../theme/Link';
import { h2, h3, h4 } from '../theme/Heading';
import { LocalComponent } from './LocalComponent';
import { ThemedImage } from '../theme/ThemedImage';
import { TableScroll } from '../theme/ScrollRegion/TableScroll';
import { ON_NEED_COMPONENTS, elementsUsed } from '../../common/mdx-component-modules';

type Registry = Record<string, ComponentType<never>>;

/**
 * The component registry: HAST element names → React components. Upper-case names are the MDX
 * components the pipeline allows; lower-case ones override plain HTML elements. The ones in
 * `ON_NEED_COMPONENTS` join it when a page that uses them is loaded (`loadComponentsFor`).
 */
export const components: Registry = {
  CodeBlock: CodeBlock as ComponentType<never>,
  Link: Link as ComponentType<never>,
  LocalComponent: LocalComponent as ComponentType<never>,
  ThemedImage: ThemedImage as ComponentType<never>,
  a: Link as ComponentType<never>,
  h2: h2 as ComponentType<never>,
  h3: h3 as ComponentType<never>,
  h4: h4 as ComponentType<never>,
  table: TableScroll as ComponentType<never>,
};

/** Each on-need component's import (literal paths, for Vite); a test holds them to `ON_NEED_COMPONENTS`. */
const loaders: Record<string, () => Promise<Registry>> = {
  Admonition: () => import('../theme/Admonition').then((m) => ({ Admonition: m.Admonition as ComponentType<never> })),
  Tabs: () => import('../theme/Tabs').then((m) => ({ Tabs: m.Tabs as ComponentType<never>, TabItem: m.TabItem as ComponentType<never> })),
  TabItem: () => import('../theme/Tabs').then((m) => ({ Tabs: m.Tabs as ComponentType<never>, TabItem: m.TabItem as ComponentType<never> })),
  Mermaid: () => import('../theme/Mermaid').then((m) => ({ Mermaid: m.Mermaid as ComponentType<never> })),
  IdealImage: () => import('../theme/IdealImage').then((m) => ({ IdealImage: m.IdealImage as ComponentType<never> })),
  img: () => import('../theme/ImageZoom').then((m) => ({ img: m.MarkdownImage as ComponentType<never> })),
};

/**
 * Adds to the registry the on-need components a route chunk's trees use; the route query awaits
 * it with the chunk, so the page renders (and hydrates) without waiting for code.
 */
export async function loadComponentsFor(chunk: unknown): Promise<void> {
  const missing = [...elementsUsed(chunk, ON_NEED_COMPONENTS)].filter((name) => !(name in components));
  const loaded = await Promise.all(missing.map((name) => loaders[name]!()));
  for (const entries of loaded) Object.assign(components, entries);
}
