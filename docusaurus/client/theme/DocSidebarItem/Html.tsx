import type { SidebarHtmlItem } from '../../../../common/contract';
import { DocSidebarItemHtml } from '../../../../web/theme/DocSidebar/Html';
import { itemProps, type PropsIn } from '../sidebar-item';

/** `@theme/DocSidebarItem/Html`: an `html` item of Docusaurus's sidebar, drawn as this theme's (its text). */
export default function Html(props: PropsIn) {
  return <DocSidebarItemHtml {...itemProps<SidebarHtmlItem>(props)} />;
}
