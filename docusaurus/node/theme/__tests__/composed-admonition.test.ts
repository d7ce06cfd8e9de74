import { describe, expect, it } from 'vitest';
import { composedAdmonitionSource, swizzlesAdmonitionPart, COMPOSED_ADMONITION } from '../composed-admonition';

describe("the admonition drawn through Docusaurus's parts", () => {
  it('is used when the site swizzles a part, not for the admonition alone', () => {
    expect(swizzlesAdmonitionPart(['Admonition/Icon/Tip'])).toBe(true);
    expect(swizzlesAdmonitionPart(['Admonition', 'Footer'])).toBe(false);
    expect([...COMPOSED_ADMONITION]).toContain('Admonition/Type/Caution');
  });

  it('picks the type from `@theme/Admonition/Types`, each type its `Layout` and `Icon/<Type>`, aliases titled with their word', () => {
    expect(composedAdmonitionSource('Admonition')).toContain("import Types from '@theme/Admonition/Types';");
    const types = composedAdmonitionSource('Admonition/Types');
    expect(types).toContain("import Tip from '@theme/Admonition/Type/Tip';");
    expect(types).toContain('important: (props) => createElement(Info, { title: "important", ...props }),');
    const tip = composedAdmonitionSource('Admonition/Type/Tip');
    expect(tip).toContain("import Icon from '@theme/Admonition/Icon/Tip';");
    expect(tip).toContain("import Layout from '@theme/Admonition/Layout';");
    expect(tip).toContain('type: "tip"');
  });
});
