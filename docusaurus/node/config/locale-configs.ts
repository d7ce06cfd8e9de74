import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultCalendar } from '../../shared/site-context.js';

type Raw = Record<string, unknown>;

/** One locale's config as Docusaurus's `loadI18n` completes it for the plugins' context. */
export interface FullLocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
  translate: boolean;
  url: string;
  baseUrl: string;
  [key: string]: unknown;
}

/** The language's own name for itself, first letter upper-case (`Français`), else the code. */
function defaultLabel(locale: string): string {
  const parts = locale.split('-');
  for (const tag of [locale, `${parts[0]}-${parts[1]}`, parts[0]!]) {
    try {
      const name = new Intl.DisplayNames(tag, { type: 'language', fallback: 'code' }).of(tag);
      if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    } catch {
      // Not a tag Intl knows: try the shorter one.
    }
  }
  return locale;
}

type IntlLocaleInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

function defaultDirection(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag) as IntlLocaleInfo;
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Every locale's config as Docusaurus 3 gives it to plugins (`context.i18n.localeConfigs`): the
 * config's own keys over the defaults it infers (`label` the language's own name, `direction`,
 * `htmlLang` and `calendar` from the locale, `path` its code), `translate` (set, else whether its
 * translations folder exists), `url` (the locale's, Docusaurus 3.8+, else the site's) and
 * `baseUrl` (the locale's, normalised, else the site's with the locale's code after it for a
 * locale other than the default). A locale Intl cannot read gets the code as its label and `ltr`.
 */
export function fullLocaleConfigs(options: {
  locales: readonly string[];
  defaultLocale: string;
  localeConfigs: Record<string, Raw | undefined>;
  siteUrl: string;
  siteBaseUrl: string;
  /** The site folder and `i18n.path`, where `translate` looks for the locale's folder. */
  siteDir: string;
  i18nPath: string;
  /** False when one locale is built alone (`build --locale ar`): no locale's base URL gets its code (`isAutomaticBaseUrlLocalizationDisabled`). */
  localized?: boolean;
}): Record<string, FullLocaleConfig> {
  const slashes = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/\/{2,}/g, '/');
  return Object.fromEntries(
    options.locales.map((locale) => {
      const input = options.localeConfigs[locale] ?? {};
      const tag = typeof input.htmlLang === 'string' ? input.htmlLang : locale;
      let inferred: Pick<FullLocaleConfig, 'label' | 'direction' | 'calendar'>;
      try {
        inferred = { label: defaultLabel(tag), direction: defaultDirection(tag), calendar: defaultCalendar(tag) };
      } catch {
        inferred = { label: locale, direction: 'ltr', calendar: 'gregory' };
      }
      const config = { ...inferred, htmlLang: tag, path: locale, ...input } as FullLocaleConfig;
      const translate = typeof input.translate === 'boolean' ? input.translate : existsSync(resolve(options.siteDir, options.i18nPath, String(config.path)));
      const url = typeof input.url === 'string' ? input.url : options.siteUrl;
      const baseUrl =
        typeof input.baseUrl === 'string'
          ? slashes(input.baseUrl)
          : slashes(`${options.siteBaseUrl}/${locale === options.defaultLocale || options.localized === false ? '' : locale}`);
      return [locale, { ...config, translate, url, baseUrl }];
    }),
  );
}
