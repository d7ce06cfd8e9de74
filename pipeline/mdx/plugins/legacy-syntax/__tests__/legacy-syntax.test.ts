import { describe, expect, it } from 'vitest';
import { rewriteLegacySyntax, unclosedCommentLine } from '../index';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('legacy-syntax', () => {
  it('escapes custom heading ids outside code only', () => {
    expect(rewriteLegacySyntax('## A {#a}\n```\n## B {#b}\n```')).toBe('## A \\{#a\\}\n```\n## B {#b}\n```');
  });
  it('rewrites admonition titles into labels, escaping brackets', () => {
    expect(rewriteLegacySyntax(':::tip Hello [x]')).toBe(':::tip[Hello \\[x\\]]');
    expect(rewriteLegacySyntax(':::tip[Already]')).toBe(':::tip[Already]');
  });
  it('keeps the number of lines, so positions stay true', () => {
    const src = '```mdx-code-block\nimport X from "y";\n```\n:::note T\n:::\n';
    expect(rewriteLegacySyntax(src).split('\n')).toHaveLength(src.split('\n').length);
  });
  snapshotFixtures(`${import.meta.dirname}`);
});

describe('unclosed constructs', () => {
  it('finds an HTML comment that is never closed, outside code', () => {
    expect(unclosedCommentLine('a <!-- b --> c\n<!--\nx\n-->')).toBeNull();
    expect(unclosedCommentLine('a\n\n<!-- open\ntext')).toBe(3);
    expect(unclosedCommentLine('`<!--` in code')).toBeNull();
    expect(unclosedCommentLine('```\n<!--\n```')).toBeNull();
  });
});
