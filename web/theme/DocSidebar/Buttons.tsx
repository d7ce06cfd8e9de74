import { ArrowIcon } from '../ArrowIcon';

/** The two buttons look alike and point opposite ways (one function: they cost a first visit less). */
const toggle = (expand: boolean, onClick: () => void) => {
  const label = expand ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <button type="button" className={expand ? 'doc-sidebar-expand' : 'doc-sidebar-collapse'} title={label} aria-label={label} onClick={onClick}>
      <ArrowIcon expand={expand} />
    </button>
  );
};

/** The button at the hideable sidebar's foot that hides it (Docusaurus's `DocSidebar/Desktop/CollapseButton`). */
export function DocSidebarCollapseButton({ onClick }: { onClick: () => void }) {
  return toggle(false, onClick);
}

/** The hidden sidebar's narrow bar's button that shows it again (Docusaurus's `DocRoot/Layout/Sidebar/ExpandButton`). */
export function DocSidebarExpandButton({ toggleSidebar }: { toggleSidebar: () => void }) {
  return toggle(true, toggleSidebar);
}
