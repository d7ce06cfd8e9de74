import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A copy of the Docusaurus fixture (fixtures/docusaurus-site) at `site`, as a team's site that
 * installs the packed tool: without the fixture's theme-common parts (e2e/docusaurus-theme-common.e2e.ts
 * and docusaurus-theme-parts-code.e2e.ts run them from the clone). The package does not bring theme-common, and a site installing it
 * brings Docusaurus's core, whose react-router 5 and client modules these tests are not about.
 */
export function copyFixtureForPackedTool(repo: string, site: string): void {
  cpSync(join(repo, 'fixtures', 'docusaurus-site'), site, { recursive: true });
  rmSync(join(site, 'docs/evaluated/theme-common.mdx'));
  rmSync(join(site, 'docs/evaluated/theme-parts-code.mdx'));
  const post = join(site, 'blog/2024-03-14-dimming.mdx');
  const text = readFileSync(post, 'utf8');
  const without = text.replace(/\nimport PostDesk[^\n]*\n\n<PostDesk \/>\n/, '');
  if (without === text) throw new Error(`${post} no longer renders <PostDesk />: update copyFixtureForPackedTool`);
  writeFileSync(post, without);
}
