import { DocSidebar } from '../../../../../web/theme/DocSidebar';
import { useDocPageProps } from '../../doc-page-props';

/**
 * `@theme/DocRoot/Layout/Sidebar`: this theme's doc sidebar for the page's sidebar (its hide and
 * show buttons keep the state `DocRoot/Layout` hands on as `hiddenSidebarContainer`).
 */
export default function Sidebar(_props: { sidebar?: unknown; hiddenSidebarContainer?: boolean; setHiddenSidebarContainer?: unknown }) {
  const page = useDocPageProps();
  return page.sidebar ? <DocSidebar sidebar={page.sidebar} activeRoute={page.chunk.route} options={page.sidebarOptions} /> : null;
}
