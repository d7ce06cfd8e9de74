import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { HastRoot } from '../../../../common/contract';
import { ConfigHtml } from '..';

const image = (properties: Record<string, string>): HastRoot => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'img', properties: { src: 'https://example.org/badge.svg', alt: 'Badge', ...properties }, children: [] }],
});

describe('ConfigHtml', () => {
  it("makes the footer's images lazy, so the server renderer does not preload them", () => {
    const html = renderToString(<ConfigHtml value={image({})} belowFold />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('rel="preload"');
  });

  it("keeps the config's own loading, and other places' images as they are", () => {
    expect(renderToString(<ConfigHtml value={image({ loading: 'eager' })} belowFold />)).toContain('loading="eager"');
    const plain = renderToString(<ConfigHtml value={image({})} />);
    expect(plain).not.toContain('loading=');
    expect(plain).toContain('<link rel="preload" as="image" href="https://example.org/badge.svg"/>');
  });
});
