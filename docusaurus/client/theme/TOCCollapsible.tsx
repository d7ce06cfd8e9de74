import { useState } from 'react';
import './theme-parts.css';
import TOCItems from '@theme/TOCItems';
import CollapseButton from '@theme/TOCCollapsible/CollapseButton';
import type { TocProps } from './toc-tree';

/**
 * `@theme/TOCCollapsible`: the table of contents folded behind an "On this page" button (theme-classic
 * shows it above a doc on narrow screens), its parts `TOCCollapsible/CollapseButton` and `TOCItems`
 * (a site's where it swizzles them). Folded at first; the links are drawn only once opened, as
 * Docusaurus's lazy `Collapsible` does.
 */
export default function TOCCollapsible({ toc = [], className, minHeadingLevel, maxHeadingLevel }: TocProps) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div className={['toc-collapsible', !collapsed && 'toc-collapsible-expanded', className].filter(Boolean).join(' ')}>
      <CollapseButton collapsed={collapsed} onClick={() => setCollapsed((c) => !c)} />
      {!collapsed && (
        <div className="toc-collapsible-content">
          <TOCItems toc={toc} minHeadingLevel={minHeadingLevel} maxHeadingLevel={maxHeadingLevel} />
        </div>
      )}
    </div>
  );
}
