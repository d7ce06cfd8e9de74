import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLayout } from '../../config/docusaurus/layout';
import type { SourceDocument } from '../../content/collect';
import { Report } from '../../validate/report';
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
  site = mkdtempSync(join(tmpdir(), 'post-dates-'));
  mkdirSync(join(site, 'blog/releases'), { recursive: true });
  writeFileSync(join(site, 'blog/releases/4.2.md'), '# Release 4.2\n');
  writeFileSync(join(site, 'blog/undated.md'), '# Undated\n');
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: site,
      env: { ...process.env, GIT_AUTHOR_DATE: '2023-06-01T12:00:00Z', GIT_COMMITTER_DATE: '2023-06-01T12:00:00Z' },
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.org', 'commit', '-q', '-m', 'posts');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

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
