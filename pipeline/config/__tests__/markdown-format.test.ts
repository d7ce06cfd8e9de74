import { describe, expect, it } from 'vitest';
import { markdownFormatOf } from '../markdown-format';

describe('markdown.format (mdx-loader getFormat)', () => {
  it('mdx by default; md for every file; detect by extension; front matter first', () => {
    expect(markdownFormatOf('docs/a.md', undefined)).toBe('mdx');
    expect(markdownFormatOf('docs/a.mdx', undefined, 'md')).toBe('md');
    expect(markdownFormatOf('docs/a.md', undefined, 'detect')).toBe('md');
    expect(markdownFormatOf('docs/a.markdown', undefined, 'detect')).toBe('md');
    expect(markdownFormatOf('docs/a.mdx', undefined, 'detect')).toBe('mdx');
    expect(markdownFormatOf('docs/a.md', 'mdx', 'detect')).toBe('mdx');
    expect(markdownFormatOf('docs/a.mdx', 'detect', 'mdx')).toBe('mdx');
    expect(markdownFormatOf('docs/a.md', 'detect', 'mdx')).toBe('md');
    expect(markdownFormatOf('docs/a.md', 'other', 'md')).toBe('md');
  });
});
