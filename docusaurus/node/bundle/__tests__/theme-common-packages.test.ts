import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { ownThemeCommonFrom, resolvedThemeCommon, themeCommonInternal } from '../theme-common-packages';
import { compileMdx } from '../../../../pipeline/mdx/processor';
import { PROJECT_ROOT } from '../../../../pipeline/project-root';

const sites: string[] = [];
afterAll(() => sites.forEach((s) => rmSync(s, { recursive: true, force: true })));

/** A site folder outside this repository (so nothing resolves from the repository by walking up). */
function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'theme-common-'));
  sites.push(root);
  for (const [path, text] of Object.entries({ 'package.json': '{ "name": "site" }', ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// This repository installs @docusaurus/theme-common as a devDependency, for these tests and the fixtures' browser tests.
describe('@docusaurus/theme-common for a site that has none of its own', () => {
  it("is this project's copy; a site's own copy comes first", () => {
    expect(ownThemeCommonFrom()).toBe(join(PROJECT_ROOT, 'package.json'));
    expect(themeCommonInternal(siteWith({}))).toBe(join(PROJECT_ROOT, 'node_modules/@docusaurus/theme-common/lib/internal.js'));
    const own = siteWith({
      'node_modules/@docusaurus/theme-common/package.json': JSON.stringify({ name: '@docusaurus/theme-common', exports: { './internal': './internal.js' } }),
      'node_modules/@docusaurus/theme-common/internal.js': 'export {};\n',
    });
    expect(themeCommonInternal(own)).toBe(join(own, 'node_modules/@docusaurus/theme-common/internal.js'));
  });

  it("is named by its folder and version for the bundle cache: the site's own once installed, else this project's", () => {
    const own = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules/@docusaurus/theme-common/package.json'), 'utf8')) as { version: string };
    expect(resolvedThemeCommon(siteWith({}))).toEqual({ dir: realpathSync(join(PROJECT_ROOT, 'node_modules/@docusaurus/theme-common')), version: own.version });
    const site = siteWith({
      'node_modules/@docusaurus/theme-common/package.json': JSON.stringify({
        name: '@docusaurus/theme-common',
        version: '3.0.1',
        exports: { './internal': './lib/internal.js' },
      }),
      'node_modules/@docusaurus/theme-common/lib/internal.js': 'export {};\n',
    });
    expect(resolvedThemeCommon(site)).toEqual({ dir: realpathSync(join(site, 'node_modules/@docusaurus/theme-common')), version: '3.0.1' });
  });

  it("runs at build time in the site's components (ThemeClassNames, useThemeConfig)", async () => {
    const site = siteWith({
      'src/Panel.js':
        "import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';\nexport default function Panel() {\n  const { tableOfContents } = useThemeConfig();\n  return <div className={ThemeClassNames.common.codeBlock}>to h{tableOfContents.maxHeadingLevel}</div>;\n}\n",
    });
    const text = "import Panel from '@site/src/Panel';\n\n<Panel />\n";
    const result = await compileMdx(text, {
      filePath: 'docs/a.mdx',
      absolutePath: join(site, 'docs/a.mdx'),
      contentRoot: site,
      frontMatter: {},
      resolveLink: () => null,
    });
    expect(result.messages).toEqual([]);
    expect(toHtml(result.body as unknown as Root)).toBe('<div class="theme-code-block">to h3</div>');
  });
});
