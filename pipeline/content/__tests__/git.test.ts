import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { shownUpdateTimes } from '../git';
import { defaultLayout } from '../../config/docusaurus/layout';

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
