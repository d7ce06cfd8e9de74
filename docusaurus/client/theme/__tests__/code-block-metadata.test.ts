import { describe, expect, it } from 'vitest';
import { codeBlockMetadata, HIGHLIGHTED_LINE, plainLines } from '../CodeBlock/metadata';

describe("a browser code block's metadata (theme-common 3.10's createCodeBlockMetadata rules)", () => {
  it('takes the language from `language`, else the class, else the default, and gives the block its language class', () => {
    expect(codeBlockMetadata({ children: 'a', language: 'js' })).toMatchObject({ language: 'js', className: 'language-js' });
    expect(codeBlockMetadata({ children: 'a', className: 'language-yaml shelf' })).toMatchObject({ language: 'yaml', className: 'language-yaml shelf' });
    expect(codeBlockMetadata({ children: 'a', defaultLanguage: 'bash' }).language).toBe('bash');
    expect(codeBlockMetadata({ children: 'a' }).language).toBe('text');
  });
  it('reads the title from the metastring, else the props, line numbers from the props, else the metastring, highlighted lines from the metastring, and drops one trailing newline', () => {
    const meta = codeBlockMetadata({ children: 'one\ntwo\nthree\nfour\n', metastring: 'title="wick.txt" {1,3-4} showLineNumbers=7' });
    expect(meta).toMatchObject({ code: 'one\ntwo\nthree\nfour', codeInput: 'one\ntwo\nthree\nfour\n', title: 'wick.txt', lineNumbersStart: 7 });
    expect(meta.lineClassNames).toEqual({ 0: [HIGHLIGHTED_LINE], 2: [HIGHLIGHTED_LINE], 3: [HIGHLIGHTED_LINE] });
    expect(codeBlockMetadata({ children: 'a', title: 'Own', metastring: "title='meta'", showLineNumbers: true })).toMatchObject({
      title: 'meta',
      lineNumbersStart: 1,
    });
    expect(codeBlockMetadata({ children: 'a', title: 'Own' }).title).toBe('Own');
    expect(codeBlockMetadata({ children: 'a', showLineNumbers: 3 }).lineNumbersStart).toBe(3);
    expect(codeBlockMetadata({ children: 'a', metastring: 'showLineNumbers', showLineNumbers: false }).lineNumbersStart).toBeUndefined();
    expect(codeBlockMetadata({ children: 'a' })).toMatchObject({ title: undefined, lineNumbersStart: undefined, lineClassNames: {} });
  });
  it("gives each line one plain token, an empty line prism-react-renderer's empty token", () => {
    expect(plainLines('a = 1\n\nb')).toEqual([
      [{ types: ['plain'], content: 'a = 1' }],
      [{ types: ['plain'], content: '\n', empty: true }],
      [{ types: ['plain'], content: 'b' }],
    ]);
  });
});
