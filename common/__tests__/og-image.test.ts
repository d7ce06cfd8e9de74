import { describe, expect, it } from 'vitest';
import { pageHeadTags } from '../head-tags';

const site = (baseUrl: string, image: string | null) => ({
  title: 'Lamps',
  tagline: 'Wiring',
  url: 'https://lamps.example',
  baseUrl,
  preview: false,
  head: { tags: [], image, noIndex: false },
});

const images = (baseUrl: string, image: string | null) =>
  pageHeadTags({ site: site(baseUrl, image), blog: { title: 'Blog', description: 'd' }, route: '/', chunk: null })
    .filter((t) => /^(og|twitter):image$/.test(t.attrs[0]?.[1] ?? ''))
    .map((t) => t.attrs[1]![1]);

describe("a page's social image (Docusaurus's useBaseUrl(image, { absolute: true }))", () => {
  it('is absolute and under the base URL, as a served site has it', () => {
    expect(images('/', '/img/lamp-card.png')).toEqual(['https://lamps.example/img/lamp-card.png', 'https://lamps.example/img/lamp-card.png']);
    expect(images('/wiring/', '/img/lamp-card.png')).toEqual([
      'https://lamps.example/wiring/img/lamp-card.png',
      'https://lamps.example/wiring/img/lamp-card.png',
    ]);
  });

  it('is not based twice, and an absolute URL stays as it is', () => {
    expect(images('/wiring/', '/wiring/img/lamp-card.png')[0]).toBe('https://lamps.example/wiring/img/lamp-card.png');
    expect(images('/wiring/', 'https://cdn.example/card.png')[0]).toBe('https://cdn.example/card.png');
    expect(images('/wiring/', null)).toEqual([]);
  });
});
