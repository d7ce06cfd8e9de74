import { memo, useEffect, useRef, useState } from 'react';
import { closedBySibling, SIDEBAR_HIDDEN_KEY } from './auto-collapse';
import { readStorage, writeStorage } from '../../app/storage';
import { useClientValue } from '../../app/use-client-value';
import type { SidebarCategoryItem, SidebarChunk, SidebarItem } from '../../../common/contract';
import { Link } from '../Link';
import { containsRoute } from './contains';
import './styles.css';

/** Which category of one list was opened last, for `autoCollapseCategories`. */
interface Siblings {
  auto: boolean;
  index: number;
  expandedItem: number | null;
  onExpand: (index: number | null) => void;
}

/**
 * A category opens when the current doc is inside it and stays as the reader leaves it. Opening one
 * collapses its open siblings only with `autoCollapseCategories`. A category with a linked doc
 * opens when that doc is opened.
 */
function Category({ item, activeRoute, siblings }: { item: SidebarCategoryItem; activeRoute: string; siblings: Siblings }) {
  const inside = containsRoute(item, activeRoute);
  const [expanded, setExpandedState] = useState(!item.collapsed || inside);
  const [seenRoute, setSeenRoute] = useState(activeRoute);
  const { auto, index, expandedItem, onExpand } = siblings;
  // Opened because the reader navigated into it: as if the reader had opened it (Docusaurus's
  // useAutoExpandActiveCategory), which the list learns after this render.
  const [openedByRoute, setOpenedByRoute] = useState(false);
  if (seenRoute !== activeRoute) {
    setSeenRoute(activeRoute);
    if (inside && !expanded) {
      setExpandedState(true);
      setOpenedByRoute(true);
    }
  }
  // Until the list has learnt it, an older sibling's opening must not close this one.
  if (openedByRoute && (!auto || expandedItem === index)) setOpenedByRoute(false);
  if (!openedByRoute && closedBySibling(auto, expandedItem, index, expanded)) setExpandedState(false);
  useEffect(() => {
    if (openedByRoute && auto) onExpand(index);
  }, [openedByRoute, auto, index, onExpand]);
  const setExpanded = (update: (e: boolean) => boolean) => {
    const next = update(expanded);
    setExpandedState(next);
    if (auto) onExpand(next ? index : null);
  };
  const caret = (
    <svg className="sidebar-caret-icon" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
      <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <li className={`sidebar-category${expanded ? ' expanded' : ' collapsed'}`}>
      {item.route ? (
        <div className="sidebar-category-row">
          <Link href={item.route} className="sidebar-link sidebar-category-label" aria-current={item.route === activeRoute ? 'page' : undefined}>
            {item.label}
          </Link>
          <button
            type="button"
            className="sidebar-caret"
            aria-expanded={expanded}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} sidebar category '${item.label}'`}
            onClick={() => setExpanded((e) => !e)}
          >
            {caret}
          </button>
        </div>
      ) : (
        <button type="button" className="sidebar-category-label sidebar-category-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          <span>{item.label}</span>
          {caret}
        </button>
      )}
      {expanded && <DocSidebarItems items={item.items} activeRoute={activeRoute} autoCollapse={auto} />}
    </li>
  );
}

/** The sidebar's tree, shared by the desktop sidebar and the mobile menu. */
export function DocSidebarItems({ items, activeRoute, autoCollapse = false }: { items: SidebarItem[]; activeRoute: string; autoCollapse?: boolean }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  return (
    <ul className="sidebar-list">
      {items.map((item, i) => {
        switch (item.type) {
          case 'doc':
            return (
              <li key={item.route}>
                <Link href={item.route} className="sidebar-link" aria-current={item.route === activeRoute ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          case 'link':
            return (
              <li key={item.href}>
                <Link href={item.href} className="sidebar-link">
                  {item.label}
                </Link>
              </li>
            );
          case 'html':
            return (
              <li key={`html-${i}`} className="sidebar-html">
                {item.value.replace(/<[^>]*>/g, '')}
              </li>
            );
          case 'category':
            return (
              <Category
                key={`${item.label}-${i}`}
                item={item}
                activeRoute={activeRoute}
                siblings={{ auto: autoCollapse, index: i, expandedItem, onExpand: setExpandedItem }}
              />
            );
        }
      })}
    </ul>
  );
}

const hiddenEvent = 'docs-sidebar-hidden';
const readHidden = () => readStorage('local', SIDEBAR_HIDDEN_KEY) === 'true';
const onHiddenChange = (notify: () => void) => {
  window.addEventListener(hiddenEvent, notify);
  return () => window.removeEventListener(hiddenEvent, notify);
};

/**
 * Shown on wide screens; with `hideable` a button at its foot collapses it to a narrow bar whose
 * button brings it back, and the choice is remembered. The current doc is marked and scrolled into
 * view. Memoised: its props (the sidebar chunk, the site's options) keep their identity while the
 * page's body changes (a save in `npm run dev`, another page of the same sidebar), so it renders
 * only when they or the active route do.
 */
export const DocSidebar = memo(function DocSidebar({
  sidebar,
  activeRoute,
  options = { hideable: false, autoCollapseCategories: false },
}: {
  sidebar: SidebarChunk;
  activeRoute: string;
  options?: { hideable: boolean; autoCollapseCategories: boolean };
}) {
  const ref = useRef<HTMLElement>(null);
  const hidden = useClientValue(() => options.hideable && readHidden(), false, onHiddenChange);
  const setHidden = (value: boolean) => {
    writeStorage('local', SIDEBAR_HIDDEN_KEY, value ? 'true' : null);
    window.dispatchEvent(new Event(hiddenEvent));
  };
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && ref.current) {
      const box = ref.current.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      if (a.top < box.top || a.bottom > box.bottom) ref.current.scrollTop += a.top - box.top - box.height / 3;
    }
  }, [activeRoute, hidden]);
  if (hidden) {
    return (
      <div className="doc-sidebar-hidden">
        <button type="button" className="doc-sidebar-expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={() => setHidden(false)}>
          <span aria-hidden="true">»</span>
        </button>
      </div>
    );
  }
  return (
    <nav ref={ref} className={`doc-sidebar${options.hideable ? ' doc-sidebar-hideable' : ''}`} aria-label="Docs sidebar">
      <DocSidebarItems items={sidebar.items} activeRoute={activeRoute} autoCollapse={options.autoCollapseCategories} />
      {options.hideable && (
        <button type="button" className="doc-sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={() => setHidden(true)}>
          <span aria-hidden="true">«</span>
        </button>
      )}
    </nav>
  );
});
