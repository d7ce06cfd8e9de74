/**
 * Which locales a build makes, as Docusaurus's `build --locale <locale...>` chooses them
 * (`commands/build/build.ts`): every configured locale when none is named, else the named ones, the
 * default locale first when it is among them (its output at the root must not be written over).
 * A named locale the config does not list is still built, with a warning, as Docusaurus's
 * `getLocaleList` adds it; a name that is no BCP 47 tag is an error, as Docusaurus cannot infer its
 * config either. Several locales without the default one are an error (see below). Pure over the
 * raw `i18n` config.
 */

/** The raw config's locale codes (Docusaurus's default: the default locale alone). */
function configuredLocales(raw: unknown): { defaultLocale: string; locales: string[] } {
  const o = (raw ?? {}) as { defaultLocale?: unknown; locales?: unknown };
  const defaultLocale = typeof o.defaultLocale === 'string' ? o.defaultLocale : 'en';
  const locales = Array.isArray(o.locales) ? o.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale];
  return { defaultLocale, locales };
}

function isLocaleTag(code: string): boolean {
  try {
    new Intl.Locale(code);
    return true;
  } catch {
    return false;
  }
}

export interface ChosenLocales {
  /** The raw `i18n` with the named locales the config lacks added to `locales`, as Docusaurus loads it. */
  raw: unknown;
  /** The locales to build, in order; the first is written at the output's root. */
  codes: string[];
  /**
   * Whether locales other than the default get their code in their base URL: not when one locale is
   * built alone (Docusaurus's `isAutomaticBaseUrlLocalizationDisabled`, `--locale` given once).
   */
  localized: boolean;
}

export function chooseLocales(raw: unknown, chosen: readonly string[] | undefined, errors: string[], warnings: string[]): ChosenLocales {
  const { defaultLocale, locales } = configuredLocales(raw);
  if (!chosen || chosen.length === 0) return { raw, codes: [defaultLocale, ...locales.filter((l) => l !== defaultLocale)], localized: true };
  const named = [...new Set(chosen)];
  const valid = named.filter((code) => {
    if (isLocaleTag(code)) return true;
    errors.push(`--locale ${code}: not a locale name (a BCP 47 tag such as "en" or "fr-FR"); the site's locales are ${locales.join(', ')}`);
    return false;
  });
  const added = valid.filter((code) => !locales.includes(code));
  for (const code of added)
    warnings.push(
      `--locale ${code}: the site's i18n.locales (${locales.join(', ')}) does not list "${code}"; it is built anyway, from i18n/${code}/ where that exists, as Docusaurus does: add it to i18n.locales`,
    );
  // Several locales without the default one: Docusaurus writes each under its own folder and
  // nothing at the root; this build has one root site that the other locales are laid beside.
  if (valid.length > 1 && !valid.includes(defaultLocale)) {
    errors.push(
      `--locale ${valid.join(' ')}: building several locales without the default one ("${defaultLocale}") is not supported here; build each alone (--locale ${valid[0]}) or add --locale ${defaultLocale}`,
    );
    return { raw, codes: [], localized: true };
  }
  const codes = valid.includes(defaultLocale) ? [defaultLocale, ...valid.filter((l) => l !== defaultLocale)] : valid;
  const withAdded = added.length > 0 ? { ...(raw ?? {}), locales: [...locales, ...added] } : raw;
  return { raw: withAdded, codes, localized: named.length !== 1 };
}
