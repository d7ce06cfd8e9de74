import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkComment from 'remark-comment';
import remarkDirective from 'remark-directive';
import { unified } from 'unified';
import type { Extension } from 'micromark-util-types';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';
import { createParser } from '../../../processor';
import { mayHoldEmailAutolink, remarkEmailAutolinksOnNeed, withoutEmailAutolinks } from '../index';

const FIXTURES = join(import.meta.dirname, 'fixtures');

/** Texts with and without addresses, in the places micromark treats differently. */
const TEXTS = [
  ...readdirSync(FIXTURES).map((f) => readFileSync(join(FIXTURES, f), 'utf8')),
  'plain words only, *emphasis*, **strong**, `code`, [a link](https://x.example) and ~~struck~~\n',
  'a_b_c snake_case words_ and __init__ and 3.14 and x+y and a-b and a.b.c\n',
  '| a | b |\n| - | - |\n| one@two.example | www.three.example |\n',
  'no address here @all, but an address@here.example and one at the end x@y.example.\n',
  'an at sign after a space @ and before a letter @letters, and after punctuation (@mention)\n',
];

/** The tree of `text` from a processor with all of GFM, as Docusaurus parses it. */
const fullGfm = (text: string) => unified().use(remarkParse).use(remarkGfm).parse(text);

describe('e-mail autolink literals on need', () => {
  it('tells a text that could hold an e-mail autolink from one that cannot', () => {
    expect(mayHoldEmailAutolink('write to a@b.example')).toBe(true);
    expect(mayHoldEmailAutolink('a.b+c_d-e@f')).toBe(true);
    expect(mayHoldEmailAutolink('@property and x @ y and (@me)')).toBe(false);
    expect(mayHoldEmailAutolink('no at sign at all')).toBe(false);
  });

  it('takes only the e-mail construct out of the GFM extensions', () => {
    const gfm = unified().use(remarkGfm).freeze().data().micromarkExtensions as Extension[];
    const names = (exts: Extension[]) => new Set(exts.flatMap((e) => Object.values(e.text ?? {}).flat()).map((c) => (c as { name?: string }).name));
    expect(names(gfm)).toContain('emailAutolink');
    const lean = names(withoutEmailAutolinks(gfm));
    expect(lean).not.toContain('emailAutolink');
    expect(lean).toContain('wwwAutolink');
    expect(lean).toContain('protocolAutolink');
  });

  it('gives the tree all of GFM gives, positions included, for Markdown and MDX', () => {
    for (const text of TEXTS) {
      const md = unified().use(remarkParse).use(remarkGfm).use(remarkEmailAutolinksOnNeed);
      expect(md.parse(text)).toEqual(fullGfm(text));
      // The pipeline's MDX parser against its syntax extensions without the plugin.
      const mdx = unified()
        .use(remarkParse)
        .use(remarkMdx)
        .use(remarkComment, { ast: true } as never)
        .use(remarkGfm)
        .use(remarkDirective);
      expect(createParser().parse(text)).toEqual(mdx.parse(text));
    }
  });

  it('parses a text without an address with the construct left out, and one with an address with it', () => {
    const seen: boolean[] = [];
    const hasEmail = (exts: Extension[]) =>
      exts.some((e) =>
        Object.values(e.text ?? {})
          .flat()
          .some((c) => (c as { name?: string }).name === 'emailAutolink'),
      );
    // Between remark-parse and the plugin: records the extensions remark-parse is about to read.
    function record(this: ReturnType<typeof unified>) {
      const parse = this.parser!;
      const data = this.data();
      this.parser = (doc, file) => {
        seen.push(hasEmail(data.micromarkExtensions as Extension[]));
        return parse(doc, file);
      };
    }
    const processor = unified().use(remarkParse).use(remarkGfm).use(record).use(remarkEmailAutolinksOnNeed);
    processor.parse('@decorators and words only');
    processor.parse('mail me@lamps.example');
    expect(seen).toEqual([false, true]);
  });

  it('still links an address in a text that has one, and leaves the extensions as they were', () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkEmailAutolinksOnNeed).freeze();
    const before = processor.data().micromarkExtensions;
    processor.parse('no address');
    const tree = processor.parse('mail me@lamps.example');
    expect(JSON.stringify(tree)).toContain('"url":"mailto:me@lamps.example"');
    expect(processor.data().micromarkExtensions).toBe(before);
  });

  snapshotFixtures(import.meta.dirname);
});
