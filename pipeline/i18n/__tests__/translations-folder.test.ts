import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from '../../build.js';
import type { DocChunk, Manifest } from '../../../common/contract.js';
import { tempDir } from '../../__tests__/temp-dir';

/**
 * A site whose translations are not in `i18n/<locale>/`: `i18n.path` moves their root folder and a
 * locale's `path` names its folder there (Docusaurus's `localizationDir`), while the locale is
 * still served under its name. An `i18n/fa/` folder left beside them is not read.
 */
function site(): string {
  const dir = tempDir('i18n-folder-');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'docusaurus.config.js',
    "module.exports = { title: 'Kiln Notes', url: 'https://kiln.example', baseUrl: '/notes/', " +
      "i18n: { defaultLocale: 'en', locales: ['en', 'fa'], path: 'translations', localeConfigs: { fa: { path: 'farsi' } } }, " +
      "presets: [['classic', { docs: { routeBasePath: 'docs' } }]] };\n",
  );
  write('docs/firing.md', '# Firing\n\nHeat the kiln slowly.\n');
  write('docs/glazes.md', '# Glazes\n\nMix the glaze well.\n');
  write('translations/farsi/docusaurus-plugin-content-docs/current/firing.md', '# پختن\n\nکوره را آهسته گرم کنید.\n');
  write('translations/farsi/code.json', JSON.stringify({ 'theme.common.editThisPage': { message: 'ویرایش این صفحه' } }));
  write('i18n/fa/code.json', JSON.stringify({ 'theme.common.editThisPage': { message: 'not this folder' } }));
  write('i18n/fa/docusaurus-plugin-content-docs/current/glazes.md', '# Not this folder\n');
  return dir;
}

describe('a locale whose translations folder is set by i18n.path and its path', () => {
  it('is served under its name and reads its translations from <i18n.path>/<path>', async () => {
    const out = tempDir('i18n-folder-out-');
    const result = await build({ contentRoot: site(), outDir: out, app: false, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    const read = <T>(path: string) => JSON.parse(readFileSync(join(out, path), 'utf8')) as T;
    const fa = read<Manifest>('fa/manifest.json');
    expect(fa.i18n.locales.map((l) => [l.code, l.prefix])).toEqual([
      ['en', ''],
      ['fa', '/fa'],
    ]);
    expect(
      Object.keys(fa.routes)
        .filter((r) => r.includes('/docs/'))
        .sort(),
    ).toEqual(['/fa/docs/firing', '/fa/docs/glazes']);
    expect(fa.i18n.translations['theme.common.editThisPage']).toBe('ویرایش این صفحه');
    const chunk = (route: string) => read<DocChunk>(fa.routes[route]!.chunk.slice(1));
    expect(chunk('/fa/docs/firing').title).toBe('پختن');
    // Untranslated here: the English file, not the one in the unused i18n/fa/ folder.
    expect(chunk('/fa/docs/glazes').title).toBe('Glazes');
  }, 120_000);
});
