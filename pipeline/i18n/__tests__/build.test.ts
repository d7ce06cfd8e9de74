import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from '../../build.js';
import type { BlogPostChunk, DocChunk, Manifest } from '../../../common/contract.js';
import { tempDir } from '../../__tests__/temp-dir';

describe('fixture site 2 in English and Arabic', () => {
  it('builds the Arabic site under /ar from its translated files, falling back to the English ones', async () => {
    const out = tempDir('i18n-');
    const result = await build({ contentRoot: resolve('fixtures/docusaurus-site-2'), outDir: out, app: false, preview: false, log: false });
    expect(result.report.errors).toEqual([]);
    const read = <T>(path: string) => JSON.parse(readFileSync(join(out, path), 'utf8')) as T;
    const en = read<Manifest>('manifest.json');
    const ar = read<Manifest>('ar/manifest.json');
    // Same pages in both locales, the Arabic ones under /ar.
    expect(Object.keys(ar.routes)).toEqual(
      Object.keys(en.routes)
        .map((r) => (r === '/' ? '/ar/' : `/ar${r}`))
        .sort((a, b) => a.localeCompare(b)),
    );
    expect(en.i18n.currentLocale).toBe('en');
    expect(ar.i18n).toMatchObject({ currentLocale: 'ar', defaultLocale: 'en' });
    expect(ar.i18n.locales.map((l) => [l.code, l.label, l.direction, l.htmlLang, l.prefix])).toEqual([
      ['en', 'English', 'ltr', 'en', ''],
      ['ar', 'العربية', 'rtl', 'ar-EG', '/ar'],
    ]);
    expect(ar.i18n.translations['theme.common.editThisPage']).toBe('عدّل هذه الصفحة');
    expect(en.i18n.translations).toEqual({});
    const chunk = <T>(m: Manifest, route: string) => read<T>(m.routes[route]!.chunk.slice(1));
    // Translated docs (current and 1.0) and blog post; untranslated files fall back to English.
    expect(chunk<DocChunk>(ar, '/ar/docs/next/intro').title).toBe('مرحبًا بك في كويلمايت');
    expect(chunk<DocChunk>(ar, '/ar/docs/intro').description).toBe('ما هو كويلمايت 1.0 ومن أين تبدأ.');
    expect(chunk<DocChunk>(ar, '/ar/docs/next/guide/sync').title).toBe('Sync rules');
    expect(chunk<BlogPostChunk>(ar, '/ar/blog/2024/05/02/release-seven').title).toBe('الإصدار السابع');
    expect(chunk<DocChunk>(ar, '/ar/about').title).toBe('عن كويلمايت');
    expect(chunk<DocChunk>(en, '/about').title).toBe('About Quillmate');
    // Links, sidebars, navbar and versions point inside the locale.
    expect(JSON.stringify(chunk<DocChunk>(ar, '/ar/docs/next/intro').body)).toContain('"/ar/docs/next/guide/install"');
    expect(ar.versions.map((v) => v.path)).toEqual(['/ar/docs/next', '/ar/docs']);
    expect(ar.site.navbar.find((i) => i.type === 'doc' && i.label === 'API')).toMatchObject({ route: '/ar/docs/api/endpoints' });
    // Each locale has its copy of the static folders (both of them, the first one's file on a clash),
    // as Docusaurus writes them into each locale's output: useBaseUrl there is /sub/ar/...
    for (const file of [
      'img/sync-states.png',
      'origin.txt',
      ...readdirSync(resolve('fixtures/docusaurus-site-2/public-assets/downloads')).map((f) => `downloads/${f}`),
    ])
      expect(readFileSync(join(out, 'ar', file)).equals(readFileSync(join(out, file))), file).toBe(true);
    expect(readFileSync(join(out, 'ar/origin.txt'), 'utf8')).toContain('static/');
    // Search: each locale has its own indexes.
    expect(ar.search!.titles.path).not.toBe(en.search!.titles.path);
    // A redirect to a page of the Arabic site is valid.
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toContain('/arabic /ar/docs/intro 301');
    // The host serves every locale's page Markdown as text/markdown (one rule each, under the base URL).
    const headers = readFileSync(join(out, '_headers'), 'utf8');
    expect(headers).toContain('/sub/ar/docs/next/intro.md\n  Content-Type: text/markdown; charset=utf-8');
    expect(headers).toContain('/sub/docs/next/intro.md\n  Content-Type: text/markdown; charset=utf-8');
    expect(headers.match(/\/sub\/ar\/docs\/next\/intro\.md\n/g)).toHaveLength(1);
    // The site's plugins ran once per locale, as Docusaurus loads the site per locale: each locale's
    // global data, route (its module made for the locale) and head tag come from its own run.
    expect(en.site.globalData?.['relay-maintenance']?.default).toEqual({ locale: 'en', envLocale: 'en', baseUrl: '/sub/' });
    expect(ar.site.globalData?.['relay-maintenance']?.default).toEqual({ locale: 'ar', envLocale: 'ar', baseUrl: '/sub/ar/' });
    const schedule = (m: Manifest, route: string) => JSON.stringify(read<unknown>(m.routes[route]!.chunk.slice(1)));
    expect(schedule(en, '/relays')).toContain('"heading":"Relay maintenance"');
    expect(schedule(en, '/relays')).toContain('"configuredFor":"en"');
    expect(schedule(ar, '/ar/relays')).toContain('"heading":"صيانة خوادم الترحيل"');
    expect(schedule(ar, '/ar/relays')).toContain('"configuredFor":"ar"');
    const localeMeta = (m: Manifest) => JSON.stringify(m.site.head).match(/relay-maintenance-locale","content":"(\w+)"/)?.[1];
    expect([localeMeta(en), localeMeta(ar)]).toEqual(['en', 'ar']);
    // postBuild: each locale's plugins, with the locale's folder and routes.
    expect(readFileSync(join(out, 'relay-routes.txt'), 'utf8')).toBe('en: /sub/relays\n');
    expect(readFileSync(join(out, 'ar/relay-routes.txt'), 'utf8')).toBe('ar: /sub/ar/relays\n');
  }, 180_000);

  // `docusaurus build --locale <one>`: that locale alone, at the site's base URL (Docusaurus's
  // isAutomaticBaseUrlLocalizationDisabled), every locale still listed for the dropdown and hreflang.
  it('builds English alone with --locale en: no Arabic pages, the Arabic locale still listed at the site base URL', async () => {
    const out = tempDir('i18n-en-');
    const result = await build({ contentRoot: resolve('fixtures/docusaurus-site-2'), outDir: out, app: false, preview: false, log: false, locales: ['en'] });
    expect(result.report.errors).toEqual([]);
    const en = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(existsSync(join(out, 'ar'))).toBe(false);
    expect(Object.keys(en.routes).filter((r) => r.startsWith('/ar'))).toEqual([]);
    expect([...(result.summary.paths ?? [])].sort()).toEqual(Object.keys(en.routes).sort());
    expect(en.i18n.currentLocale).toBe('en');
    expect(en.i18n.locales.map((l) => [l.code, l.prefix])).toEqual([
      ['en', ''],
      ['ar', ''],
    ]);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/sub/ar/');
    expect(readFileSync(join(out, 'relay-routes.txt'), 'utf8')).toBe('en: /sub/relays\n');
  }, 180_000);

  it('builds Arabic alone with --locale ar at the root, from its translated files (pages and scripts), its plugins given the site base URL', async () => {
    const out = tempDir('i18n-ar-');
    // With the app: the locale's React pages are bundled from its copy of the site folder, and prerendered.
    const result = await build({ contentRoot: resolve('fixtures/docusaurus-site-2'), outDir: out, app: true, preview: false, log: false, locales: ['ar'] });
    expect(result.report.errors).toEqual([]);
    const read = <T>(path: string) => JSON.parse(readFileSync(join(out, path), 'utf8')) as T;
    const ar = read<Manifest>('manifest.json');
    expect(existsSync(join(out, 'ar'))).toBe(false);
    expect(ar.i18n).toMatchObject({ currentLocale: 'ar', defaultLocale: 'en' });
    // The dropdown's other locale: at the same base URL, as Docusaurus 3.8+ gives it (useAlternatePageUtils).
    expect(ar.i18n.locales.map((l) => [l.code, l.direction, l.prefix])).toEqual([
      ['en', 'ltr', ''],
      ['ar', 'rtl', ''],
    ]);
    expect(ar.i18n.translations['theme.common.editThisPage']).toBe('عدّل هذه الصفحة');
    expect(Object.keys(ar.routes).filter((r) => r.startsWith('/ar'))).toEqual([]);
    const chunk = <T>(route: string) => read<T>(ar.routes[route]!.chunk.slice(1));
    expect(chunk<DocChunk>('/docs/next/intro').title).toBe('مرحبًا بك في كويلمايت');
    expect(chunk<DocChunk>('/docs/next/guide/sync').title).toBe('Sync rules');
    expect(JSON.stringify(chunk<DocChunk>('/docs/next/intro').body)).toContain('"/docs/next/guide/install"');
    expect(ar.versions.map((v) => v.path)).toEqual(['/docs/next', '/docs']);
    // DOCUSAURUS_CURRENT_LOCALE and the plugins' context are the locale's, its base URL the site's.
    expect(ar.site.globalData?.['relay-maintenance']?.default).toEqual({ locale: 'ar', envLocale: 'ar', baseUrl: '/sub/' });
    expect(JSON.stringify(chunk<unknown>('/relays'))).toContain('"configuredFor":"ar"');
    expect(readFileSync(join(out, 'relay-routes.txt'), 'utf8')).toBe('ar: /sub/relays\n');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/sub/ar/');
    // The page: the locale's language and direction; hreflang alternates at the same URL, as Docusaurus 3.8+ makes them for one locale built alone.
    const html = readFileSync(join(out, 'docs/next/intro.html'), 'utf8');
    expect(html).toMatch(/<html lang="ar-EG" dir="rtl"/);
    expect(html.match(/<link rel="alternate" href="[^"]*" hreflang="[^"]*" \/>/g)).toEqual([
      '<link rel="alternate" href="https://quillmate.example/sub/docs/next/intro" hreflang="en" />',
      '<link rel="alternate" href="https://quillmate.example/sub/docs/next/intro" hreflang="ar-EG" />',
      '<link rel="alternate" href="https://quillmate.example/sub/docs/next/intro" hreflang="x-default" />',
    ]);
    const page = readFileSync(join(out, 'sync-status.html'), 'utf8');
    expect(page).toMatch(/<html lang="ar-EG"/);
    // The Markdown the locale's copy of the React page imports, compiled from the copy, with the image beside it published.
    const image = /<img src="\/sub\/(assets\/relay-map-[\w-]+\.svg)" alt="Three relays in a ring"/.exec(page)?.[1];
    expect(image && existsSync(join(out, image))).toBe(true);
  }, 300_000);

  it('fails with one error naming the site locales when --locale names no locale, and writes nothing', async () => {
    const out = join(tempDir('i18n-bad-'), 'out');
    const result = await build({
      contentRoot: resolve('fixtures/docusaurus-site-2'),
      outDir: out,
      app: false,
      preview: false,
      log: false,
      locales: ['en_GB!'],
    });
    expect(result.ok).toBe(false);
    expect(result.report.errors.map((e) => [e.file, e.message])).toEqual([
      [
        join('fixtures', 'docusaurus-site-2', 'docusaurus.config.js'),
        expect.stringContaining('--locale en_GB!: not a locale name (a BCP 47 tag such as "en" or "fr-FR"); the site\'s locales are en, ar'),
      ],
    ]);
    expect(existsSync(out)).toBe(false);
  });
});
