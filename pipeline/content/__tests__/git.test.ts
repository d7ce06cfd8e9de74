import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { lastUpdateTimes, shownUpdateTimes } from '../git';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import { committedRepo } from '../../__tests__/git-repo';
import { readPluginOptions } from '../../../docusaurus/node/config/plugin-options';

const FIXTURE = resolve(import.meta.dirname, '../../../fixtures/docusaurus-site');

describe('shownUpdateTimes', () => {
  it('reads git only for a site that shows last-update times', async () => {
    const layout = defaultLayout(FIXTURE);
    // This project's own layout shows them: the fixture's committed files have times.
    expect((await shownUpdateTimes(FIXTURE, layout)).size).toBeGreaterThan(0);
    const hidden = {
      ...layout,
      docs: layout.docs.map((d) => ({ ...d, showLastUpdateTime: false })),
      blog: layout.blog && { ...layout.blog, showLastUpdateTime: false },
    };
    expect((await shownUpdateTimes(FIXTURE, hidden)).size).toBe(0);
  });

  it('reads git when only the pages plugin or only the blog shows a last update, or only an author', async () => {
    const repo = committedRepo('git-shown-', { 'src/pages/about.md': '# About\n', 'blog/2024-01-01-a.md': '# A\n' }, '2024-05-06T07:08:09Z');
    const none = (() => {
      const layout = defaultLayout(repo);
      return {
        ...layout,
        docs: layout.docs.map((d) => ({ ...d, showLastUpdateTime: false })),
        blog: layout.blog && { ...layout.blog, showLastUpdateTime: false },
      };
    })();
    const pages = (time: boolean, author: boolean) => ({
      ...readPluginOptions({ presets: [['classic', { pages: { showLastUpdateTime: time, showLastUpdateAuthor: author } }]] }).pages!,
      dir: join(repo, 'src/pages'),
      prefix: '',
    });
    expect((await shownUpdateTimes(repo, { ...none, pages: pages(false, false) })).size).toBe(0);
    expect((await shownUpdateTimes(repo, { ...none, pages: pages(true, false) })).get('src/pages/about.md')).toEqual({
      at: '2024-05-06T07:08:09+00:00',
      by: 'Fixture',
    });
    expect((await shownUpdateTimes(repo, { ...none, pages: pages(false, true) })).size).toBeGreaterThan(0);
    const blogAuthor = { ...none, blog: none.blog && { ...none.blog, showLastUpdateAuthor: true } };
    expect((await shownUpdateTimes(repo, blogAuthor)).get('blog/2024-01-01-a.md')?.by).toBe('Fixture');
  });
});

describe('lastUpdateTimes', () => {
  it('reads the history of a content folder kept beside the site folder (docs: { path: "../docs" })', async () => {
    const repo = committedRepo(
      'git-outside-',
      { 'website/docusaurus.config.js': 'module.exports = {};\n', 'docs/intro.md': '# Intro\n' },
      '2024-05-06T07:08:09Z',
    );
    const layout = defaultLayout(join(repo, 'website'));
    const beside = { ...layout, docs: layout.docs.map((d) => ({ ...d, dir: join(repo, 'docs') })) };
    const times = await shownUpdateTimes(join(repo, 'website'), beside);
    expect(times.get('../docs/intro.md')).toEqual({ at: '2024-05-06T07:08:09+00:00', by: 'Fixture' });
    expect(times.get('docusaurus.config.js')?.at).toBe('2024-05-06T07:08:09+00:00');
  });
});

describe('lastUpdateTimes with a cache file', () => {
  it('reads the history once per commit: the kept map at the same commit, the history again after a new one', async () => {
    const repo = committedRepo('git-kept-', { 'docs/relay.md': '# Relay\n' }, '2024-05-06T07:08:09Z');
    const file = join(repo, '.kept', 'git-history.json');
    const first = await lastUpdateTimes(repo, [], file);
    expect(first.get('docs/relay.md')).toEqual({ at: '2024-05-06T07:08:09+00:00', by: 'Fixture' });
    // What the build reads at this commit is the kept map, not git's: an edit to the kept file shows.
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; entries: Record<string, unknown> };
    writeFileSync(file, JSON.stringify({ key: kept.key, entries: { 'docs/relay.md': { at: 'kept', by: 'Kept' } } }));
    expect((await lastUpdateTimes(repo, [], file)).get('docs/relay.md')).toEqual({ at: 'kept', by: 'Kept' });
    // A new commit: the history is read again.
    writeFileSync(join(repo, 'docs/relay.md'), '# Relay\n\nWired.\n');
    const date = '2024-06-07T08:09:10Z';
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, stdio: 'ignore' });
    git('-c', 'user.name=Second', '-c', 'user.email=second@example.org', 'commit', '-qam', 'second');
    expect((await lastUpdateTimes(repo, [], file)).get('docs/relay.md')).toEqual({ at: '2024-06-07T08:09:10+00:00', by: 'Second' });
  });
});
