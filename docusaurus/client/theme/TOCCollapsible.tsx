import { useState } from 'react';
import './theme-parts.css';
import { TOCItems } from '../../../web/theme/TOC/Items';
import CollapseButton from './TOCCollapsible/CollapseButton';
import { tocTree, type TocProps } from './toc-tree';

/**
 * `@theme/TOCCollapsible`: the table of contents folded behind an "On this page" button (theme-classic
 * shows it above a doc on narrow screens). Folded at first; the links are drawn only once opened, as
 * Docusaurus's lazy `Collapsible` does.
 */
export default function TOCCollapsible({ toc = [], className, minHeadingLevel = 2, maxHeadingLevel = 3 }: TocProps) {
  const [collapsed, setCollapsed] = useState(true);
  return (
    <div className={['toc-collapsible', !collapsed && 'toc-collapsible-expanded', className].filter(Boolean).join(' ')}>
      <CollapseButton collapsed={collapsed} onClick={() => setCollapsed((c) => !c)} />
      {!collapsed && (
        <div className="toc-collapsible-content">
          <TOCItems items={tocTree(toc, maxHeadingLevel, minHeadingLevel)} active={null} />
        </div>
      )}
    </div>
  );
}
