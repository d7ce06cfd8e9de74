import { describe, expect, it } from 'vitest';
import { filterToc, nestToc } from '../index';
import { tocLevelProblems, tocLevels } from '../levels';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('toc', () => {
  it('nests h3 under the preceding h2', () => {
    expect(
      nestToc([
        { id: 'a', value: 'A', depth: 2 },
        { id: 'b', value: 'B', depth: 3 },
        { id: 'c', value: 'C', depth: 2 },
      ]),
    ).toEqual([
      { id: 'a', value: 'A', depth: 2, children: [{ id: 'b', value: 'B', depth: 3, children: [] }] },
      { id: 'c', value: 'C', depth: 2, children: [] },
    ]);
  });
  it('keeps a leading h3 at the top level', () => {
    expect(nestToc([{ id: 'x', value: 'X', depth: 3 }])).toHaveLength(1);
  });
  it('nests deeper levels under the nearest higher heading, as Docusaurus does', () => {
    const toc = nestToc([
      { id: 'a', value: 'A', depth: 2 },
      { id: 'b', value: 'B', depth: 4 },
      { id: 'c', value: 'C', depth: 3 },
      { id: 'd', value: 'D', depth: 4 },
      { id: 'e', value: 'E', depth: 2 },
    ]);
    expect(toc.map((i) => [i.id, i.children.map((c) => [c.id, c.children.map((g) => g.id)])])).toEqual([
      [
        'a',
        [
          ['b', []],
          ['c', ['d']],
        ],
      ],
      ['e', []],
    ]);
  });
  it('keeps the levels a page shows; a heading left out hands its children up', () => {
    const toc = nestToc([
      { id: 'a', value: 'A', depth: 2 },
      { id: 'b', value: 'B', depth: 3 },
      { id: 'c', value: 'C', depth: 4 },
      { id: 'd', value: 'D', depth: 5 },
    ]);
    const ids = (items: ReturnType<typeof nestToc>): unknown => items.map((i) => [i.id, ids(i.children)]);
    expect(ids(filterToc(toc, 2, 3))).toEqual([['a', [['b', []]]]]);
    expect(ids(filterToc(toc, 3, 4))).toEqual([['b', [['c', []]]]]);
    expect(ids(filterToc(toc, 2, 5))).toEqual([['a', [['b', [['c', [['d', []]]]]]]]]);
    expect(ids(filterToc(toc, 4, 4))).toEqual([['c', []]]);
  });
  it('takes the levels from front matter, else the site, else h2–h3', () => {
    expect(tocLevels({})).toEqual({ min: 2, max: 3 });
    expect(tocLevels({}, { min: 2, max: 4 })).toEqual({ min: 2, max: 4 });
    expect(tocLevels({ toc_max_heading_level: 5 }, { min: 3, max: 4 })).toEqual({ min: 3, max: 5 });
    expect(tocLevels({ toc_min_heading_level: 3, toc_max_heading_level: 3 }, { max: 4 })).toEqual({ min: 3, max: 3 });
  });
  it('rejects levels Docusaurus rejects, naming the field', () => {
    const names = { min: 'toc_min_heading_level', max: 'toc_max_heading_level' };
    expect(tocLevelProblems(undefined, undefined, names)).toEqual([]);
    expect(tocLevelProblems(2, 6, names)).toEqual([]);
    expect(tocLevelProblems(1, 'x', names)).toEqual([
      '`toc_min_heading_level` must be a whole number from 2 to 6, got 1',
      '`toc_max_heading_level` must be a whole number from 2 to 6, got "x"',
    ]);
    expect(tocLevelProblems(4, 3, names)).toEqual(['`toc_min_heading_level` (4) must not be above `toc_max_heading_level` (3)']);
  });
  snapshotFixtures(`${import.meta.dirname}`);
});
