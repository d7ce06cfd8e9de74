import type { BlogSidebar } from '../../../common/contract';
import { routeOf } from './route';

/** Docusaurus's `sidebar` prop of the blog's pages: its title and recent posts (`permalink`, `date`). */
export type DocusaurusBlogSidebar = { title: string; items: { title: string; permalink: string; date?: string | Date }[] };

/** Docusaurus's blog `sidebar` as this theme's: each post's route and year (UTC), grouped by year as theme-classic's default. */
export function themeBlogSidebar(sidebar: DocusaurusBlogSidebar): BlogSidebar {
  return {
    title: sidebar.title,
    groupByYear: true,
    items: sidebar.items.map((i) => ({ title: i.title, route: routeOf(i.permalink), year: i.date ? new Date(i.date).getUTCFullYear() : 0 })),
  };
}
