import { describe, expect, it } from 'vitest';
import { applyMagicComments, parseCodeMeta, parseRanges } from '../meta';
import { resolveLanguage } from '../highlighter';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('code-blocks', () => {
  it('parses title, ranges and flags from the meta string', () => {
    const meta = parseCodeMeta('title="a b.py" {1,3-5} showLineNumbers no-check');
    expect(meta.title).toBe('a b.py');
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5]);
    expect(meta.showLineNumbers).toBe(true);
    expect(meta.noCheck).toBe(true);
  });
  it('does not read braces inside the title as ranges', () => expect([...parseCodeMeta('title="{1}"').highlightLines]).toEqual([]));
  it('parses ranges', () => expect([...parseRanges('2, 4-5')]).toEqual([2, 4, 5]));
  it('removes magic comments and returns the lines they mark', () => {
    const { code, lines } = applyMagicComments('a\n# highlight-next-line\nb\n// highlight-start\nc\nd\n// highlight-end\ne');
    expect(code).toBe('a\nb\nc\nd\ne');
    expect([...lines]).toEqual([2, 3, 4]);
  });
  it('maps language aliases and falls back to text', () => {
    expect(resolveLanguage('jinja2')).toBe('jinja');
    expect(resolveLanguage('sh')).toBe('sh');
    expect(resolveLanguage('nope')).toBe('text');
  });
  snapshotFixtures(`${import.meta.dirname}`);
});
