import { describe, expect, it } from 'vitest';
import { applyTruncateMarker } from '../custom-marker';

describe('a custom truncateMarker', () => {
  it('becomes the default marker at its first match; the default one and no option change nothing', () => {
    const post = 'Intro.\n\n<!-- more -->\n\nRest, <!-- more --> again.\n';
    expect(applyTruncateMarker(post, /<!--\s*more\s*-->/, 'mdx')).toBe('Intro.\n\n{/* truncate */}\n\nRest, <!-- more --> again.\n');
    expect(applyTruncateMarker(post, /<!--\s*more\s*-->/g, 'md')).toBe('Intro.\n\n<!-- truncate -->\n\nRest, <!-- more --> again.\n');
    expect(applyTruncateMarker(post, /\[\[cut\]\]/, 'mdx')).toBe(post);
    expect(applyTruncateMarker('A\n\n<!-- truncate -->\n', /<!--\s*truncate\s*-->/, 'mdx')).toBe('A\n\n<!-- truncate -->\n');
    expect(applyTruncateMarker(post, undefined, 'mdx')).toBe(post);
  });
});
