import { createElement, type ReactNode } from 'react';
import { internal } from 'virtual:site-theme-common';

/** Docusaurus's default: the title as theme-common formats it (`Page | Site`), which is this build's too. */
const formatter = (params: { defaultFormatter: (p: unknown) => string }) => params.defaultFormatter(params);

/**
 * `@theme/ThemeProvider/TitleFormatter` (3.10): theme-common's `TitleFormatterProvider` with the
 * default formatter around `children`, so `useTitleFormatter()` works inside; a site whose
 * theme-common has no such provider (before 3.10) gets its children as they are.
 */
export default function ThemeProviderTitleFormatter({ children }: { children?: ReactNode }) {
  const Provider = internal.TitleFormatterProvider;
  return Provider ? createElement(Provider, { formatter }, children) : <>{children}</>;
}
