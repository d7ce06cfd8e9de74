import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import type { SourceDocument } from '../../content/collect';
import { Report } from '../../check/report';
import { assignRoutes } from '../routes';

const doc = (sectionPath: string, frontMatter: Record<string, unknown>): SourceDocument => ({
  kind: 'doc',
  path: `docs/${sectionPath}`,
  sectionPath,
  section: 'default',
  frontMatter,
  body: 'Text.\n',
  bodyLine: 1,
});

describe('draft and unlisted docs, as Docusaurus: production-only', () => {
  // A folder with no git history: the routes need none for docs.
  const layout = defaultLayout(mkdtempSync(join(tmpdir(), 'visibility-')));
  const sources = [doc('a.md', {}), doc('b.md', { unlisted: true }), doc('c.md', { draft: true }), doc('both.md', { draft: true, unlisted: true })];

  it('a production build leaves drafts out and marks unlisted docs (a draft that is also unlisted is a draft)', () => {
    const { docs } = assignRoutes(sources, new Report(), (p) => p, layout, true);
    expect(docs.map((d) => [d.id, d.unlisted])).toEqual([
      ['a', undefined],
      ['b', true],
    ]);
  });

  it('in dev every doc is built and listed', () => {
    const { docs } = assignRoutes(sources, new Report(), (p) => p, layout, false);
    expect(docs.map((d) => [d.id, d.unlisted])).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', undefined],
      ['both', undefined],
    ]);
  });
});
