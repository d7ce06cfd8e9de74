import { createContext, useContext } from 'react';
import type { TitleFormat } from '../../common/page-title';

/**
 * The site's title formatter, when a Docusaurus site swizzles `ThemeProvider/TitleFormatter`: the
 * adapter puts it here from theme-common's context (docusaurus/client/theme/ThemeProvider/
 * title-format-bridge.tsx), inside the chrome's `TitleFormatter` slot around each page. Null
 * otherwise: the title is this theme's `Page | Site`.
 */
export const TitleFormatContext = /* @__PURE__ */ createContext<TitleFormat | null>(null);

/** The site's formatter: read where the bundle has one (`__CHROME_TITLE_FORMATTER__`, a build-time constant the callers test first). */
export const useTitleFormat = (): TitleFormat | null => useContext(TitleFormatContext);
