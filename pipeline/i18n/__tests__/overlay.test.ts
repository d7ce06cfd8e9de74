import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadContentLayout } from '../../../docusaurus/node/config/layout';
import { copiedSiteFolder, localeSiteDir } from '../overlay';

/**
 * A locale's copy of a site whose docs live beside the site folder (`path: '../docs'`) and whose
 * config reads a file next to it by `__dirname` and requires a package of the site.
 */
let work: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
};

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'overlay-'));
  write('repo/languages.json', '{ "title": "Lanterns" }\n');
  write('repo/site/node_modules/lantern-presets/index.js', 'module.exports = { routeBasePath: "manual" };\n');
  write(
    'repo/site/docusaurus.config.js',
    "const { readFileSync } = require('node:fs');\nconst { join } = require('node:path');\nconst presets = require('lantern-presets');\n" +
      "const { title } = JSON.parse(readFileSync(join(__dirname, '../languages.json'), 'utf8'));\n" +
      "module.exports = { title, url: 'https://lanterns.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { docs: { path: '../docs', routeBasePath: presets.routeBasePath } }]] };\n",
  );
  write('repo/docs/wicks.md', '# Wicks\n\nTrim the wick.\n');
  write('repo/docs/oil.md', '# Oil\n\nUse lamp oil.\n');
  write('repo/site/i18n/fr/docusaurus-plugin-content-docs/current/wicks.md', '# Mèches\n\nCoupez la mèche.\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));
const frTranslations = () => ({ root: join(work, 'repo/site/i18n'), locale: join(work, 'repo/site/i18n/fr') });

describe("a locale's copy of the site", () => {
  it('copies docs kept outside the site folder beside the copy, with the translations laid over them', async () => {
    const layout = await loadContentLayout(join(work, 'repo/site'));
    const into = join(work, 'cache', 'fr');
    const site = localeSiteDir(layout, frTranslations(), into);
    expect(site).toBe(join(into, 'site'));
    expect(readFileSync(join(site, '../docs/wicks.md'), 'utf8')).toContain('Coupez la mèche.');
    expect(readFileSync(join(site, '../docs/oil.md'), 'utf8')).toContain('Use lamp oil.');
    // The originals are untouched.
    expect(readFileSync(join(work, 'repo/docs/wicks.md'), 'utf8')).toContain('Trim the wick.');
    expect(lstatSync(join(site, 'node_modules')).isSymbolicLink()).toBe(true);
  });

  it("evaluates the site's own config where it is: its __dirname paths and packages still resolve", async () => {
    const layout = await loadContentLayout(join(work, 'repo/site'));
    const site = localeSiteDir(layout, frTranslations(), join(work, 'cache', 'fr'));
    expect(readFileSync(join(site, 'docusaurus.config.js'), 'utf8')).toContain(JSON.stringify(join(work, 'repo/site/docusaurus.config.js')));
    const locale = await loadContentLayout(site);
    expect(locale.problems).toEqual([]);
    expect(locale.docs[0]!.dir).toBe(join(work, 'cache', 'fr', 'docs'));
    expect(locale.docs[0]!.prefix).toBe('/manual');
    expect(existsSync(join(work, 'cache', 'fr', 'languages.json'))).toBe(false);
  });

  it('lays over the translations of i18n.path and the locale path, and links that folder where the copy finds it, inside or beside the site', async () => {
    write('repo/lang/francais/docusaurus-plugin-content-docs/current/oil.md', '# Huile\n\nUtilisez de l’huile de lampe.\n');
    const layout = await loadContentLayout(join(work, 'repo/site'));
    const into = join(work, 'cache', 'fr-lang');
    const site = localeSiteDir(layout, { root: join(work, 'repo/lang'), locale: join(work, 'repo/lang/francais') }, into);
    expect(readFileSync(join(site, '../docs/oil.md'), 'utf8')).toContain('Utilisez');
    // Not the default i18n/fr folder's translation.
    expect(readFileSync(join(site, '../docs/wicks.md'), 'utf8')).toContain('Trim the wick.');
    // `../lang`, resolved against the copy, is the site's own folder (a plugin's localizationDir).
    expect(lstatSync(join(site, '../lang')).isSymbolicLink()).toBe(true);
    write('repo/site/translations/fr/code.json', '{}\n');
    const inside = localeSiteDir(
      layout,
      { root: join(work, 'repo/site/translations'), locale: join(work, 'repo/site/translations/fr') },
      join(work, 'cache', 'fr-in'),
    );
    expect(lstatSync(join(inside, 'translations')).isSymbolicLink()).toBe(true);
  });

  it('finds the copy of the site folder a file is in, below the copy when content beside the site was copied too', async () => {
    write('repo/site/src/pages/_lamp-parts.md', 'The glass, the wick, the fount.\n');
    const layout = await loadContentLayout(join(work, 'repo/site'));
    const into = join(work, 'cache', 'fr-parts');
    const site = localeSiteDir(layout, frTranslations(), into);
    expect(copiedSiteFolder(join(site, 'src/pages/_lamp-parts.md'), [join(work, 'cache', 'de'), into])).toBe(site);
    // The docs copied beside the site folder have no site folder above them inside the copy: the copy itself.
    expect(copiedSiteFolder(join(into, 'docs/oil.md'), [into])).toBe(into);
    expect(copiedSiteFolder(join(work, 'repo/site/src/pages/_lamp-parts.md'), [into])).toBeNull();
  });
});
