import { describe, expect, it } from 'vitest';
import { tabList } from '../tab-list';

describe('the tabs of a <Tabs>', () => {
  const items = [{ value: 'ts' }, { value: 'js', label: 'JS' }];

  it('label and order the buttons from the items when no `values` is given, the first shown first', () => {
    expect(tabList(items)).toEqual({
      tabs: [
        { value: 'ts', label: 'ts' },
        { value: 'js', label: 'JS' },
      ],
      initial: 'ts',
    });
    expect(tabList([{ value: 'a' }, { value: 'b', default: true }]).initial).toBe('b');
  });

  it('take labels and order from `values`, and the first tab shown from `defaultValue`, as Docusaurus does', () => {
    const values = [
      { label: 'JavaScript', value: 'js' },
      { label: 'TypeScript', value: 'ts' },
      { label: 'Python', value: 'py' },
    ];
    expect(tabList(items, values, 'ts')).toEqual({
      tabs: [
        { value: 'js', label: 'JavaScript' },
        { value: 'ts', label: 'TypeScript' },
      ],
      initial: 'ts',
    });
    // A defaultValue no tab has is ignored.
    expect(tabList(items, values, 'rb').initial).toBe('js');
  });
});
