import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../../common/contract';
import { sidebarLabels } from '../sidebar-labels';

const doc = (route: string, label: string): SidebarItem => ({ type: 'doc', id: route.slice(1), label, route });
const titles: Record<string, string> = {
  '/llm': 'Home Assistant API for Large Language Models',
  '/manifest': 'Integration manifest',
  '/partition': 'Partitioning',
  '/scale': 'Integration Quality Scale',
};

describe('sidebarLabels', () => {
  it('keeps the labels that name a doc by more than its title (by stems: Partitions is Partitioning), in categories too, the first that does', () => {
    const labels = sidebarLabels(
      [
        {
          items: [
            doc('/llm', 'LLM API'),
            doc('/manifest', 'Manifest'),
            { type: 'link', label: 'Elsewhere', href: 'https://example.com', external: true },
            {
              type: 'category',
              label: 'Quality scale rules',
              route: '/scale',
              collapsed: false,
              items: [doc('/partition', 'Partitions'), doc('/manifest', 'Manifest file'), doc('/unknown', 'Not built')],
            },
          ],
        },
        { items: [doc('/llm', 'Language models')] },
      ],
      (route) => titles[route],
    );
    expect([...labels]).toEqual([
      ['/llm', 'LLM API'],
      ['/scale', 'Quality scale rules'],
      ['/manifest', 'Manifest file'],
    ]);
  });
});
