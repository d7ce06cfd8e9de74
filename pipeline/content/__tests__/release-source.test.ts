import { describe, expect, it } from 'vitest';
import { releaseSourceText, type SourceDocument } from '../collect';
import { parseFrontMatter } from '../front-matter';

describe("a document's source text", () => {
  const file = '---\ntitle: Garden lights\ndescription: Switch them at dusk.\ntags: [outdoor]\n---\n\n# Garden lights\n\nText.\n';

  it('is released once compiled: a later read says which file and why; the rest of the document stays', () => {
    const fm = parseFrontMatter(file);
    const source: SourceDocument = {
      kind: 'doc',
      path: 'docs/garden.md',
      sectionPath: 'garden.md',
      section: 'default',
      frontMatter: fm.data,
      body: fm.body,
      bodyLine: fm.bodyLine,
    };
    expect(source.body).toBe('\n# Garden lights\n\nText.\n');
    releaseSourceText(source);
    expect(() => source.body).toThrow('docs/garden.md: the source text was released once the page was compiled');
    expect(JSON.parse(JSON.stringify(source))).toEqual({
      kind: 'doc',
      path: 'docs/garden.md',
      sectionPath: 'garden.md',
      section: 'default',
      frontMatter: fm.data,
      bodyLine: 6,
    });
  });

  it("keeps the front matter's values as YAML gives them (they are copied, not cut from the file)", () => {
    const fm = parseFrontMatter('---\ntitle: Porch\ndate: 2024-05-01\nauthors: [{ name: Ana, count: 2 }]\nhide_title: true\n---\nBody\n');
    expect(fm.data).toEqual({ title: 'Porch', date: '2024-05-01', authors: [{ name: 'Ana', count: 2 }], hide_title: true });
  });
});
