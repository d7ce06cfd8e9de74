import { describe, expect, it } from 'vitest';
import { splitDocPage } from '../plugins/doc-page-chunks';

describe('splitDocPage', () => {
  const graph: Record<string, string[]> = {
    '/web/pages/DocPage.tsx': ['/web/theme/DocSidebar.tsx', '/web/theme/TOC.tsx', '/web/app/router.tsx', '/node_modules/react/index.js'],
    '/web/theme/DocSidebar.tsx': ['/web/theme/contains.ts'],
    '/web/theme/contains.ts': [],
    '/web/theme/TOC.tsx': ['/web/theme/active-heading.ts'],
    '/web/theme/active-heading.ts': [],
    '/web/pages/BlogPostPage.tsx': ['/web/theme/TOC.tsx', '/web/theme/BlogLayout.tsx'],
    '/web/theme/BlogLayout.tsx': [],
    '/node_modules/react/index.js': [],
  };
  // The entry's modules (router.tsx) stay in the app chunk.
  const imports = (id: string) => (id === '/web/app/router.tsx' ? undefined : graph[id]);

  it('puts what another kind of page reaches in the shared chunk, the rest of the doc page in its own', () => {
    const split = splitDocPage('/web/pages/DocPage.tsx', ['/web/pages/BlogPostPage.tsx'], imports);
    expect([...split.shared].sort()).toEqual(['/web/theme/TOC.tsx', '/web/theme/active-heading.ts']);
    expect([...split.own].sort()).toEqual(['/web/pages/DocPage.tsx', '/web/theme/DocSidebar.tsx', '/web/theme/contains.ts']);
  });

  it('leaves the entry’s modules, React and the other pages’ own modules out', () => {
    const split = splitDocPage('/web/pages/DocPage.tsx', ['/web/pages/BlogPostPage.tsx'], imports);
    const all = [...split.shared, ...split.own];
    expect(all).not.toContain('/web/app/router.tsx');
    expect(all).not.toContain('/node_modules/react/index.js');
    expect(all).not.toContain('/web/theme/BlogLayout.tsx');
  });
});
