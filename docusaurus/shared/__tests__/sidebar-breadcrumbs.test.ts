import { describe, expect, it } from 'vitest';
import { sidebarBreadcrumbs, sidebarSiblings } from '../sidebar-breadcrumbs';

const link = (label: string, href: string) => ({ type: 'link', label, href, docId: label });
const pumps = { type: 'category', label: 'Pumps', href: '/docs/pumps/', items: [link('sizing', '/docs/pumps/sizing'), link('priming', '/docs/pumps/priming')] };
const water = { type: 'category', label: 'Water', items: [link('intro', '/docs/water/intro'), pumps] };
const sidebar = [link('start', '/docs/start'), water, { type: 'link', label: 'Forum', href: 'https://forum.example' }];

describe("the docs client's sidebar breadcrumbs", () => {
  it('lead from the outermost category to the doc, letter case and a trailing slash aside', () => {
    expect(sidebarBreadcrumbs(sidebar, '/docs/Pumps/sizing/').map((i) => i.label)).toEqual(['Water', 'Pumps', 'sizing']);
    expect(sidebarBreadcrumbs(sidebar, '/docs/pumps/sizing', true).map((i) => i.label)).toEqual(['Water', 'Pumps']);
  });

  it('end at a category whose own page is the one shown, and are empty for a page the sidebar does not hold', () => {
    expect(sidebarBreadcrumbs(sidebar, '/docs/pumps').map((i) => i.label)).toEqual(['Water', 'Pumps']);
    expect(sidebarBreadcrumbs(sidebar, '/docs/elsewhere')).toEqual([]);
  });
});

describe('useCurrentSidebarSiblings', () => {
  it("is the deepest category's items, else the sidebar's top level", () => {
    expect(sidebarSiblings(sidebar, '/docs/pumps/priming')).toBe(pumps.items);
    expect(sidebarSiblings(sidebar, '/docs/water/intro')).toBe(water.items);
    expect(sidebarSiblings(sidebar, '/docs/start')).toBe(sidebar);
  });
});
