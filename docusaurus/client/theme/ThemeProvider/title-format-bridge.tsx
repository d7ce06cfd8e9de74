import type { ReactNode } from 'react';
import { internal } from 'virtual:site-theme-common';
import { TitleFormatContext } from '../../../../web/app/title-format';
import type { TitleFormat } from '../../../../common/page-title';

type UseTitleFormatter = () => { format: TitleFormat };

/**
 * Inside a site's swizzled `ThemeProvider/TitleFormatter` (given as its `children`: the slot's
 * adapter `titleFormatter`), the formatter it put in theme-common's context, handed to this theme's
 * page head (`web/app/title-format.ts`) as theme-common's `useTitleFormatter().format`: called with
 * the page's title, it gives the site's formatter Docusaurus's parameters (`siteTitle`,
 * `titleDelimiter`, the page's `plugin`, `defaultFormatter`). A theme-common without it (before 3.8)
 * has no formatter to apply.
 */
export function TitleFormatBridge({ children }: { children?: ReactNode }) {
  const useTitleFormatter = internal.useTitleFormatter as unknown as UseTitleFormatter | undefined;
  return useTitleFormatter ? <Bridged use={useTitleFormatter}>{children}</Bridged> : children;
}

function Bridged({ use, children }: { use: UseTitleFormatter; children?: ReactNode }) {
  const { format } = use();
  return <TitleFormatContext value={format}>{children}</TitleFormatContext>;
}
