import { describe, expect, it } from 'vitest';
import { kebabCase, resolveTags } from '../tags.js';

describe('kebabCase (lodash rules)', () => {
  it.each([
    ['Home Assistant', 'home-assistant'],
    ['camelCase', 'camel-case'],
    ['release-notes', 'release-notes'],
    ['v2 API', 'v-2-api'],
    ['HTTPServer', 'http-server'],
    ['  spaced__out  ', 'spaced-out'],
    ['Inès Café', 'inès-café'],
  ])('%s → %s', (input, expected) => expect(kebabCase(input)).toBe(expected));
});

describe('resolveTags', () => {
  it('links labels, objects and tags.yml keys to their pages, once each', () => {
    const predefined = new Map([['hw', { label: 'Hardware', permalink: 'hardware' }]]);
    expect(resolveTags(['Release Notes', { label: 'Custom', permalink: '/my-tag' }, 'hw', 'Release Notes'], '/blog/tags', predefined)).toEqual([
      { label: 'Release Notes', route: '/blog/tags/release-notes' },
      { label: 'Custom', route: '/blog/tags/my-tag' },
      { label: 'Hardware', route: '/blog/tags/hardware' },
    ]);
  });
  it('gives nothing for a missing value', () => expect(resolveTags(undefined, '/t')).toEqual([]));
});
