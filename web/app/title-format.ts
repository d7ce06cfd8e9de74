import { createContext, useContext } from 'react';
import type { TitleFormat } from '../../common/page-title';

/**
 * The site's title formatter, when a Docusaurus site swizzles `ThemeProvider/TitleFormatter`: the
 * adapter puts it here from theme-common's context (docusaurus/client/theme/ThemeProvider/
 * title-format-bridge.tsx), inside the chrome's `TitleFormatter` slot around each page. Null
 * otherwise: the title is this theme's `Page | Site`.
 */
export const TitleFormatContext = createContext<TitleFormat | null>(null);

export const useTitleFormat = (): TitleFormat | null => useContext(TitleFormatContext);
