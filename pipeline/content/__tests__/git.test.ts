import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { shownUpdateTimes } from '../git';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import { committedRepo } from '../../__tests__/git-repo';

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
    expect(times.get('../docs/intro.md')).toBe('2024-05-06T07:08:09+00:00');
    expect(times.get('docusaurus.config.js')).toBe('2024-05-06T07:08:09+00:00');
  });
});
