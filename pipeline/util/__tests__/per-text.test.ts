import { describe, expect, it } from 'vitest';
import { perText } from '../per-text';

describe('perText', () => {
  it('makes a key’s value once per text, again when the text changes, and keeps keys apart', () => {
    const memo = perText<string>();
    let calls = 0;
    const make = (v: string) => () => (calls++, v);
    expect(memo('a', 'one', make('A1'))).toBe('A1');
    expect(memo('a', 'one', make('unused'))).toBe('A1');
    expect(memo('b', 'one', make('B1'))).toBe('B1');
    expect(memo('a', 'two', make('A2'))).toBe('A2');
    expect(memo('a', 'two', make('unused'))).toBe('A2');
    expect(calls).toBe(3);
  });
});
