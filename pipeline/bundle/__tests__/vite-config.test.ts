import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { bundleSettings } from '../settings';
import { viteConfig } from '../vite-config';
import { siteHtmlAttributes } from '../plugins/site-html-attributes';
import { PROJECT_ROOT, WEB_DIR } from '../../project-root';

const site = {
  baseUrl: '/docs/',
  navbarStyle: 'dark' as const,
  colorMode: { defaultMode: 'dark' as const, respectPrefersColorScheme: true, disableSwitch: false },
  announcement: { id: 'launch', content: 'x', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
  favicon: 'img/icon.png',
  tagManager: null,
};

describe('the bundle settings', () => {
  it("are made from the site config, its config file and its pages' stylesheets (the site's first, once each), as plain JSON", () => {
    const generatedModules = { '@generated/docusaurus.config': { value: { title: 'A', baseUrl: '/docs/', customFields: { shelf: 3 } } } };
    const settings = bundleSettings('/sites/a', site as never, { customCss: ['/sites/a/src/custom.css'], staticDirectories: ['static'], generatedModules }, [
      '/sites/a/src/page.css',
      '/sites/a/src/custom.css',
    ]);
    expect(settings.generatedDir).toContain(join('.cache', 'generated'));
    expect(settings).toEqual({
      contentRoot: '/sites/a',
      siteCopies: [],
      generatedDir: settings.generatedDir,
      baseUrl: '/docs/',
      customCss: ['/sites/a/src/custom.css', '/sites/a/src/page.css'],
      staticDirs: ['/sites/a/static'],
      clientModules: [],
      themePaths: [],
      navbarStyle: true,
      html: { colorMode: site.colorMode, announcement: site.announcement, favicon: 'img/icon.png' },
      // The whole Infima layer, unless the build says what the site uses.
      infimaUse: null,
      // Every optional part of the chrome, unless the build says which the site's config draws.
      chrome: null,
      // The `@generated/*` data modules, bundled for the site that imports them.
      generatedModules,
      // No SVGR: this site config carries none (a site in this project's own format).
      svgr: null,
      // No site plugin asked anything of webpack, and no docs instance names its own route component.
      webpack: { aliases: [], fallbacks: {}, provide: {}, define: {} },
      docItemComponents: {},
      // Shiki's themes: no Prism themes for theme-common's usePrismTheme.
      prismThemes: null,
    });
    expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
  });

  it('without a site config, leave index.html as it is and serve from /', () => {
    expect(bundleSettings('/sites/a', null, undefined)).toMatchObject({
      baseUrl: '/',
      html: null,
      clientModules: [],
      navbarStyle: false,
      generatedModules: null,
    });
  });
});

describe('viteConfig', () => {
  it('takes everything from the settings and the package folder, not the environment or the working folder', () => {
    const settings = bundleSettings('/sites/a', site as never, undefined);
    const config = viteConfig(settings);
    expect(config).toMatchObject({ configFile: false, root: WEB_DIR, base: '/docs/', publicDir: join(WEB_DIR, 'public') });
    expect(config.server?.fs?.allow).toEqual([PROJECT_ROOT, '/sites/a']);
    const names = (config.plugins as Plugin[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['site-html-attributes', 'site-css', 'client-modules', 'local-components', 'site-pages']));
  });
});

describe('site-html-attributes', () => {
  const html =
    '<html lang="en" data-theme="light"><head><link rel="icon" href="/favicon.svg" /><link rel="preload" href="/boot.json" /><script src="/color-mode.js"></script></head></html>';
  const transform = (plugin: Plugin) => (plugin.transformIndexHtml as (html: string) => string)(html);

  it("writes the site's colour mode, announcement and favicon onto <html>, and the page's own files under the base URL", () => {
    const out = transform(siteHtmlAttributes(bundleSettings('/s', site as never, undefined).html, '/docs/'));
    expect(out).toContain('<html lang="en" data-theme="dark" data-default-mode="dark" data-follow-system="true" data-announcement-id="launch">');
    expect(out).toContain('<link rel="icon" href="img/icon.png" type="image/png" />');
    expect(out).toContain('href="/docs/boot.json"');
    expect(out).toContain('src="/docs/color-mode.js"');
  });

  it("writes the toggle's system choice as the reader's before any is stored, for a site whose toggle has it", () => {
    const system = { ...site, colorMode: { ...site.colorMode, systemChoice: true } };
    expect(transform(siteHtmlAttributes(bundleSettings('/s', system as never, undefined).html, '/'))).toContain(
      'data-follow-system="true" data-theme-choice="system"',
    );
  });

  it('leaves index.html alone without settings', () => {
    expect(transform(siteHtmlAttributes(null, '/'))).toBe(html);
  });
});
