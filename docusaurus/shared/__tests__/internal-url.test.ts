import { describe, expect, it } from 'vitest';
import { hasProtocol, isInternalUrl } from '../internal-url';

describe('isInternalUrl, as Docusaurus defines it', () => {
  it('is true for paths and anchors, false for a scheme, a protocol-relative URL or no URL', () => {
    expect(['/docs/intro', 'docs/intro', '#part', './x.md', ''].map((u) => isInternalUrl(u))).toEqual([true, true, true, true, true]);
    expect(['https://x.example', 'mailto:a@x.example', 'pathname:///file.pdf', '//cdn.x.example'].map((u) => isInternalUrl(u))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isInternalUrl(undefined)).toBe(false);
    expect(hasProtocol('tel:123')).toBe(true);
  });
});
