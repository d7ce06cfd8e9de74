import { describe, expect, it } from 'vitest';
import { groupByYear } from '../group-by-year';

const item = (route: string, year: number) => ({ title: route, route, year });

describe('blog sidebar years', () => {
  it('puts consecutive posts of one year under one heading, keeping their order', () => {
    expect(groupByYear([item('/c', 2025), item('/b', 2024), item('/a', 2024), item('/z', 2019)])).toEqual([
      { year: 2025, items: [item('/c', 2025)] },
      { year: 2024, items: [item('/b', 2024), item('/a', 2024)] },
      { year: 2019, items: [item('/z', 2019)] },
    ]);
    expect(groupByYear([])).toEqual([]);
  });
});
