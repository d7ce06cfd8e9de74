import type { SidebarDocItem, SidebarLinkItem } from '../../../../common/contract';
import { DocSidebarItemLink } from '../../../../web/theme/DocSidebar/Link';
import { itemProps, type PropsIn } from '../sidebar-item';

/** `@theme/DocSidebarItem/Link`: a link of Docusaurus's sidebar (`PropSidebarItemLink`), drawn as this theme's. */
export default function Link(props: PropsIn) {
  return <DocSidebarItemLink {...itemProps<SidebarDocItem | SidebarLinkItem>(props)} />;
}
