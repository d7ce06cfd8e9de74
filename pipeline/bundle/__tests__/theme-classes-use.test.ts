import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { namesThemeClass, themeClassFiles, usesThemeClasses } from '../theme-classes-use';
import { ThemeClassNames, themeClassNameList } from '../../../docusaurus/shared/theme-class-names';

describe('namesThemeClass', () => {
  it("counts a class of theme-common's ThemeClassNames the chrome draws, a family's member and the start of one", () => {
    expect(namesThemeClass('.theme-doc-markdown h2 { color: red }')).toBe(true);
    expect(namesThemeClass('.theme-admonition-tip{border:0}')).toBe(true);
    expect(namesThemeClass('.theme-admonition-my-own-type p {}')).toBe(true);
    expect(namesThemeClass("document.querySelector('.theme-doc-toc-desktop')")).toBe(true);
    expect(namesThemeClass('li.theme-doc-sidebar-item-link-level-2 > a {}')).toBe(true);
    expect(namesThemeClass("[class*='theme-doc-sidebar'] {}")).toBe(true);
    expect(namesThemeClass("[class^='theme-layout-'] {}")).toBe(true);
    expect(namesThemeClass('html:not(.x) .theme-layout-footer-column a {}')).toBe(true);
  });

  it('leaves out the classes drawn everywhere, words of other names and ThemeClassNames read in code', () => {
    // The announcement bar's and the content banners' classes are drawn whatever the flag.
    expect(namesThemeClass('.theme-announcement-bar { display: none }')).toBe(false);
    expect(namesThemeClass('.theme-unlisted-banner, .theme-draft-banner {}')).toBe(false);
    // A class that only starts like one, or a word with the name inside it.
    expect(namesThemeClass('.theme-code-block-highlighted-line {}')).toBe(false);
    expect(namesThemeClass('.my-theme-doc-markdown {}')).toBe(false);
    expect(namesThemeClass('<meta name="theme-color" content="#fff">')).toBe(false);
    expect(namesThemeClass('[data-theme-doc-markdown] {}')).toBe(false);
    // A swizzle drawing its own element with theme-common's names.
    expect(namesThemeClass('<div className={ThemeClassNames.docs.docMarkdown} />')).toBe(false);
  });

  it("lists ThemeClassNames's classes and families as theme-common has them", () => {
    const { names, prefixes } = themeClassNameList();
    expect(names).toContain('theme-doc-markdown');
    expect(names).toContain('theme-doc-card-description');
    expect(names).not.toContain('theme-announcement-bar');
    expect(prefixes.sort()).toEqual(['theme-admonition-', 'theme-doc-sidebar-item-category-level-', 'theme-doc-sidebar-item-link-level-']);
    expect(ThemeClassNames.docs.docSidebarItemCategoryLevel(3)).toBe('theme-doc-sidebar-item-category-level-3');
  });
});

describe('usesThemeClasses', () => {
  let dir = '';
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    return join(dir, path);
  };
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const site = () => (dir = mkdtempSync(join(tmpdir(), 'theme-classes-')));

  it("reads the site's customCss, its pages' stylesheets, its src/ scripts and styles and its local plugins' modules", () => {
    site();
    const custom = write('css/custom.css', ':root { --ifm-color-primary: teal }');
    write('src/components/Card.module.css', '.card { padding: 1rem }');
    write('src/theme/DocItem/Footer/index.js', 'export default () => null;');
    write('plugins/local/theme/Extra.js', 'export default () => null;');
    const sources = { siteDir: dir, stylesheets: [custom], pluginModules: [join(dir, 'plugins/local/theme')] };
    expect(themeClassFiles(sources).sort()).toEqual(
      [custom, join(dir, 'src/components/Card.module.css'), join(dir, 'src/theme/DocItem/Footer/index.js'), join(dir, 'plugins/local/theme/Extra.js')].sort(),
    );
    expect(usesThemeClasses(sources)).toBe(false);

    // Each source counts: the custom CSS, a stylesheet under src/, a swizzle's script, a local plugin's theme.
    writeFileSync(custom, '.theme-doc-markdown h2 { margin: 0 }');
    expect(usesThemeClasses(sources)).toBe(true);
    writeFileSync(custom, '');
    write('src/theme/DocItem/Footer/index.js', "export default () => document.querySelector('.theme-edit-this-page');");
    expect(usesThemeClasses(sources)).toBe(true);
    write('src/theme/DocItem/Footer/index.js', '');
    write('plugins/local/theme/Extra.js', "import './extra.css';");
    write('plugins/local/theme/extra.css', '.theme-admonition-danger { border: 0 }');
    expect(usesThemeClasses(sources)).toBe(true);
  });

  it("does not read Markdown, the site's other folders or installed packages", () => {
    site();
    write('docs/styling.md', 'Style `.theme-doc-markdown` in your custom CSS.');
    write('static/css/old.css', '.theme-doc-markdown {}');
    write('src/node_modules/pkg/index.css', '.theme-doc-markdown {}');
    write('src/pages/styling.mdx', '<div className="theme-doc-markdown" />');
    write('node_modules/some-theme/theme/x.css', '.theme-doc-markdown {}');
    expect(usesThemeClasses({ siteDir: dir, stylesheets: [], pluginModules: [join(dir, 'node_modules/some-theme/theme')] })).toBe(false);
  });
});
