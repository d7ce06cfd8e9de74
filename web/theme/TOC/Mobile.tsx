import { useState } from 'react';
import type { DocChunk } from '../../../common/contract';
import { TOCItems } from './Items';
import { useTranslate } from '../../app/use-translate';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

/**
 * The doc's table of contents above its body where the desktop one is hidden (CSS: `.toc-mobile`),
 * as Docusaurus's `DocItem/TOC/Mobile` draws its `TOCCollapsible`: folded under "On this page", its
 * links drawn once first opened (Docusaurus's lazy `Collapsible`, and no second list in the page's HTML),
 * staying open when one is followed, as Docusaurus's does.
 * A native `<details>`: no script to open it, no layout shift, the browser's own keyboard handling.
 * Given the doc's `chunk` (not only its headings) so a site's swizzle reads `useDoc()` here.
 */
export function TOCMobile({ chunk }: { chunk: DocChunk }) {
  const [open, setOpen] = useState(false);
  const label = useTranslate()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  return (
    <details className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docTocMobile} toc-mobile` : 'toc-mobile'} onToggle={() => setOpen(true)}>
      <summary>{label}</summary>
      {open && <TOCItems items={chunk.toc} />}
    </details>
  );
}
