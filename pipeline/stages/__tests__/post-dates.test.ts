import { beforeAll, describe, expect, it } from 'vitest';
import { committedRepo } from '../../__tests__/git-repo';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import type { SourceDocument } from '../../content/collect';
import { Report } from '../../check/report';
import { assignRoutes } from '../routes';

let site: string;
const post = (sectionPath: string, frontMatter: Record<string, unknown> = {}): SourceDocument => ({
  kind: 'post',
  path: `blog/${sectionPath}`,
  sectionPath,
  section: 'blog',
  frontMatter,
  body: 'Text.\n',
  bodyLine: 1,
});

/** A site in git whose posts name their date in three ways, and one names none. */
beforeAll(() => {
  site = committedRepo('post-dates-', { 'blog/releases/4.2.md': '# Release 4.2\n', 'blog/undated.md': '# Undated\n' }, '2023-06-01T12:00:00Z');
});

describe('blog post dates and routes, as Docusaurus gives them', () => {
  it('dates a post that names no date by its first commit, and routes it by its path', () => {
    const report = new Report();
    const { posts } = assignRoutes([post('undated.md'), post('releases/4.2.md', { date: '2024-02-03' })], report, (p) => p, defaultLayout(site));
    expect(report.errors).toEqual([]);
    expect(posts.map((p) => [p.route, p.date])).toEqual([
      ['/blog/undated', '2023-06-01'],
      // A front matter date dates the post but never moves it.
      ['/blog/releases/4.2', '2024-02-03'],
    ]);
  });
});
