import type { ComponentType } from 'react';
import { DocSidebarItemLink } from './Link';
import { DocSidebarItemCategory } from './Category';
import { DocSidebarItemHtml } from './Html';
import type { ItemProps } from './item-props';

/** One item of the tree, drawn by the part for its type (Docusaurus's `DocSidebarItem`). */
export function DocSidebarItem(props: ItemProps) {
  const type = props.item.type;
  const Part = (type === 'category' ? DocSidebarItemCategory : type === 'html' ? DocSidebarItemHtml : DocSidebarItemLink) as ComponentType<ItemProps>;
  return <Part {...props} />;
}
