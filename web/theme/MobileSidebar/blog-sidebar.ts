import { useContext } from 'react';
import type { BlogSidebar } from '../../../common/contract';
import { RouteDataContext, type RouteData } from '../../app/route-data';

/**
 * The blog's recent posts of the page `data` is (a blog list, post, tags or authors page), which
 * the mobile menu lists as its secondary menu, as theme-classic's `BlogSidebar/Mobile` fills it;
 * null on other pages and when the sidebar is empty (Docusaurus draws no `BlogSidebar` then).
 */
export function blogSidebarOf(data: RouteData | undefined): BlogSidebar | null {
  if (data?.status !== 'ok' || !('blogSidebar' in data.chunk)) return null;
  const sidebar = data.chunk.blogSidebar;
  return sidebar && sidebar.items.length > 0 ? sidebar : null;
}

/** The recent posts of the page on screen (`blogSidebarOf`), read by the menu when it opens, so the bar carries nothing more. */
export const useBlogSidebarHere = (): BlogSidebar | null => blogSidebarOf(useContext(RouteDataContext));
