import { describe, expect, it } from 'vitest';
import { nestToc } from '../index';
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
  snapshotFixtures(`${import.meta.dirname}`);
});
