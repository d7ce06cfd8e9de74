import { describe, expect, it } from 'vitest';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { CodeBlockContextProvider, type WordWrap } from '../CodeBlock/context';
import type { CodeBlockMetadata } from '../CodeBlock/metadata';
import { legacyPostAuthor, useLegacyCopyButton, useLegacyWordWrapButton } from '../legacy-adapters';

const metadata: CodeBlockMetadata = {
  codeInput: 'flood: 3 valves\n',
  code: 'flood: 3 valves',
  className: 'language-yaml',
  language: 'yaml',
  title: undefined,
  lineNumbersStart: undefined,
  lineClassNames: {},
};

/** What an adapter gives inside a block whose word wrap is `wrap`. */
function inBlock<T>(adapter: () => T, wrap: Partial<WordWrap>): T {
  let seen: T | undefined;
  const Probe = (): ReactNode => {
    seen = adapter();
    return null;
  };
  const wordWrap: WordWrap = { codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => undefined, ...wrap };
  renderToString(h(CodeBlockContextProvider, { metadata, wordWrap }, h(Probe)));
  return seen as T;
}

describe("theme-classic 3.0–3.7's code block buttons, where 3.8's are drawn", () => {
  it("CopyButton gets the block's code and the later button's className", () => {
    expect(inBlock(() => useLegacyCopyButton({}), {})).toEqual({ code: 'flood: 3 valves' });
    expect(inBlock(() => useLegacyCopyButton({ className: 'corner' }), {})).toEqual({ code: 'flood: 3 valves', className: 'corner' });
  });

  it('WordWrapButton is drawn only while the code wraps or scrolls sideways, its onClick toggling the block', () => {
    expect(inBlock(() => useLegacyWordWrapButton({}), {})).toBeNull();
    let toggled = 0;
    const scrolling = inBlock(() => useLegacyWordWrapButton({}), { isCodeScrollable: true, toggle: () => (toggled += 1) });
    expect(Object.keys(scrolling ?? {})).toEqual(['onClick', 'isEnabled']);
    expect(scrolling?.isEnabled).toBe(false);
    scrolling?.onClick();
    expect(toggled).toBe(1);
    const wrapped = inBlock(() => useLegacyWordWrapButton({ className: 'corner' }), { isEnabled: true });
    expect([wrapped?.className, wrapped?.isEnabled, typeof wrapped?.onClick]).toEqual(['corner', true, 'function']);
  });
});

describe("theme-classic 3.0–3.4's post author, where 3.5's Blog/Components/Author is drawn", () => {
  it('gets the same author and className, without the later part’s as and count', () => {
    const author = { name: 'Ines Okafor', imageURL: '/img/ines.png', key: 'ines' };
    expect(legacyPostAuthor({ author, as: 'h2', count: 3 })).toEqual({ author });
    expect(legacyPostAuthor({ author, className: 'col' })).toEqual({ author, className: 'col' });
  });
});
