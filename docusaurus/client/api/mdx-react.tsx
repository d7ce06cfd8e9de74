import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/**
 * `@mdx-js/react` (3.x) for a Docusaurus site's code: `MDXProvider` and `useMDXComponents`, one
 * context that the site's `MDXContent` swizzle and this theme's Markdown body share (the site's own
 * copy of the package would be another context, which the body could not read). Docusaurus compiles
 * MDX with `providerImportSource: '@mdx-js/react'`, so a provider's components reach each body's
 * elements and the names its MDX uses without importing them: here the body reads them
 * (`client/theme/composed/MdxContent.tsx`).
 */
export type MDXComponents = Record<string, ComponentType<never> | string | undefined>;
type MergeComponents = (current: MDXComponents) => MDXComponents;

const empty: MDXComponents = {};
const MDXContext = createContext<MDXComponents>(empty);

/** The components in context, with `components` over them (or what the function makes of them), as @mdx-js/react merges. */
export function useMDXComponents(components?: MDXComponents | MergeComponents | null): MDXComponents {
  const context = useContext(MDXContext);
  return useMemo(() => (typeof components === 'function' ? components(context) : { ...context, ...components }), [context, components]);
}

/** Provides `components` to the MDX below it, over the enclosing provider's unless `disableParentContext`. */
export function MDXProvider({
  components,
  disableParentContext,
  children,
}: {
  components?: MDXComponents | MergeComponents | null;
  disableParentContext?: boolean;
  children?: ReactNode;
}) {
  const merged = useMDXComponents(components);
  const own = typeof components === 'function' ? components(empty) : (components ?? empty);
  return <MDXContext value={disableParentContext ? own : merged}>{children}</MDXContext>;
}
