import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { I18nJson, LocaleJson } from '../../common/contract.js';
import { withoutBase } from '../../common/base-url.js';
import { localeSiteCacheDir } from '../cache/paths.js';
import { localeSiteDir } from '../i18n/overlay.js';
import { localeDir } from '../i18n/locales.js';
import { localizeTemplate } from '../prerender/locale.js';
import { DevSite } from './site.js';
import { printPass } from './log.js';

/**
 * The site's other locales in dev mode. The build builds each as a site of its own over a copy of
 * the site folder with the translations laid over it (`pipeline/i18n/`); here a locale is built the
 * same way the first time one of its files is requested, and again on the first request after a
 * change (its pages get no live update: reload them). The default locale is the live `DevSite`.
 */
export class DevLocales {
  private readonly sites = new Map<string, Promise<DevSite>>();
  private readonly stale = new Set<string>();

  constructor(
    private readonly site: DevSite,
    private readonly log = true,
  ) {}

  /** The locales under a path prefix (all but the default one). */
  get others(): LocaleJson[] {
    const i18n = this.site.i18n;
    return i18n ? i18n.locales.filter((l) => l.code !== i18n.defaultLocale && l.prefix) : [];
  }

  /** The locale a site path belongs to (null for the default locale). */
  localeOf(path: string): LocaleJson | null {
    return this.others.find((l) => path === l.prefix || path.startsWith(`${l.prefix}/`)) ?? null;
  }

  /** After a change to the site: every locale is rebuilt on its next request. */
  invalidate() {
    for (const code of this.sites.keys()) this.stale.add(code);
  }

  private async localeSite(locale: LocaleJson): Promise<DevSite> {
    const built = this.sites.get(locale.code);
    if (built && !this.stale.has(locale.code)) return built;
    this.stale.delete(locale.code);
    const layout = this.site.layout!;
    const i18n = this.site.i18n!;
    const building = (async () => {
      const translations = { root: resolve(this.site.contentRoot, i18n.path), locale: localeDir(i18n, locale.code, this.site.contentRoot) };
      const dir = localeSiteDir(layout, translations, `${localeSiteCacheDir(this.site.contentRoot, locale.code)}-dev`);
      const site = new DevSite({ contentRoot: dir, locale: { code: locale.code, siteDir: this.site.contentRoot, prefix: locale.prefix } });
      const pass = await site.start();
      if (this.log) printPass(pass, `built locale ${locale.code} (${relative(process.cwd(), dir)})`);
      return site;
    })();
    this.sites.set(locale.code, building);
    return building;
  }

  /**
   * A file at its URL path (under the base URL): the locale's own boot.json (or manifest) builds that locale;
   * chunks are looked up in the default locale, then in the locales built so far.
   */
  async read(urlPath: string): Promise<string | Buffer | null> {
    const base = this.site.manifest?.site.baseUrl ?? '/';
    const path = withoutBase(urlPath, base) ?? urlPath;
    if (path === '/') return null;
    const locale = this.localeOf(path);
    if (locale && (path === `${locale.prefix}/boot.json` || path === `${locale.prefix}/manifest.json`)) return (await this.localeSite(locale)).read(path);
    const own = await this.site.read(path);
    if (own !== null || !path.startsWith('/_data/')) return own;
    for (const site of this.sites.values()) {
      const found = await (await site).read(path);
      if (found !== null) return found;
    }
    return null;
  }

  /**
   * Vite plugin: a page under a locale's prefix gets that locale's `<html lang dir>` and manifest
   * (`data-manifest`), as the build's prerendered pages do.
   */
  htmlPlugin(): Plugin {
    return {
      name: 'devdocs:locale-html',
      transformIndexHtml: (html, ctx) => {
        const i18n = this.site.manifest?.i18n;
        const url = (ctx.originalUrl ?? ctx.path).split('?')[0]!;
        const path = withoutBase(url, this.site.manifest?.site.baseUrl ?? '/') ?? url;
        const locale = this.localeOf(path);
        if (!i18n || i18n.locales.length < 2) return html;
        const current: I18nJson = { ...i18n, currentLocale: locale?.code ?? i18n.defaultLocale, translations: {} };
        return localizeTemplate(html, current, locale ? `${locale.prefix}/boot.json` : null);
      },
    };
  }
}
