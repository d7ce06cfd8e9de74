import type { PropSidebarItemIn } from '../../../../shared/doc-content';
import { useTranslate } from '../../../../../web/app/use-translate';
import DocSidebarItems from '../../DocSidebarItems';
import '../../../../../web/theme/DocSidebar/styles.css';

/**
 * `@theme/DocSidebar/Desktop/Content`: the sidebar's menu (`sidebar`, Docusaurus's items, the page
 * at `path` marked), this theme's tree in theme-classic's `menu` and `theme-doc-sidebar-menu` classes.
 */
export default function DocSidebarDesktopContent({ path, sidebar, className }: { path: string; sidebar: readonly PropSidebarItemIn[]; className?: string }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')} className={['menu thin-scrollbar', className].filter(Boolean).join(' ')}>
      <ul className="theme-doc-sidebar-menu menu__list sidebar-list">
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
