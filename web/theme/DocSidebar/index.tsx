import { memo, useEffect, useRef } from 'react';
import { SIDEBAR_HIDDEN_KEY } from './auto-collapse';
import { readStorage, writeStorage } from '../../app/storage';
import { useClientValue } from '../../app/use-client-value';
import type { SidebarChunk } from '../../../common/contract';
// The parts Docusaurus draws through names of their own, each a module a site's swizzle replaces (chrome-slots.ts).
import { DocSidebarContent } from './Content';
import { DocSidebarCollapseButton, DocSidebarExpandButton } from './Buttons';
import './styles.css';
import { ThemeClassNames } from '../../../docusaurus/shared/theme-class-names';

const hiddenEvent = 'docs-sidebar-hidden';
// Exported for the compatibility layer's `DocRoot/Layout`, whose `hiddenSidebarContainer` is this state.
export const readHidden = () => readStorage('local', SIDEBAR_HIDDEN_KEY) === 'true';
export const onHiddenChange = (notify: () => void) => {
  window.addEventListener(hiddenEvent, notify);
  return () => window.removeEventListener(hiddenEvent, notify);
};
/** Hides or shows the sidebar, remembered; every reader of the state follows. */
export const setHidden = (value: boolean) => {
  writeStorage('local', SIDEBAR_HIDDEN_KEY, value ? 'true' : null);
  window.dispatchEvent(new Event(hiddenEvent));
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
  options,
}: {
  sidebar: SidebarChunk;
  activeRoute: string;
  options: { hideable: boolean; autoCollapseCategories: boolean };
}) {
  const ref = useRef<HTMLElement>(null);
  // A site whose sidebar is not hideable bundles neither button (`__CHROME_SIDEBAR_HIDEABLE__`, pipeline/bundle/chrome-use.ts).
  const hideable = __CHROME_SIDEBAR_HIDEABLE__ && options.hideable;
  const hidden = useClientValue(() => hideable && readHidden(), false, onHiddenChange);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && ref.current) {
      const box = ref.current.getBoundingClientRect();
      const a = active.getBoundingClientRect();
      if (a.top < box.top || a.bottom > box.bottom) ref.current.scrollTop += a.top - box.top - box.height / 3;
    }
  }, [activeRoute, hidden]);
  if (__CHROME_SIDEBAR_HIDEABLE__ && hidden) {
    return (
      <div className={__CHROME_THEME_CLASSES__ ? `${ThemeClassNames.docs.docSidebarContainer} doc-sidebar-hidden` : 'doc-sidebar-hidden'}>
        <DocSidebarExpandButton toggleSidebar={() => setHidden(false)} />
      </div>
    );
  }
  return (
    <nav
      ref={ref}
      className={
        __CHROME_THEME_CLASSES__
          ? `${ThemeClassNames.docs.docSidebarContainer} doc-sidebar${hideable ? ' doc-sidebar-hideable' : ''}`
          : `doc-sidebar${hideable ? ' doc-sidebar-hideable' : ''}`
      }
      aria-label="Docs sidebar"
    >
      <DocSidebarContent items={sidebar.items} activeRoute={activeRoute} autoCollapse={options.autoCollapseCategories} />
      {hideable && <DocSidebarCollapseButton onClick={() => setHidden(true)} />}
    </nav>
  );
});
