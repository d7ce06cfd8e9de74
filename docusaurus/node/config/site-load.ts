/**
 * Which load of a site folder this is, as Docusaurus's `loadContext` takes it: the site is loaded
 * once per locale built, and presets and plugins see the result in their context.
 */
export interface SiteLoad {
  /** The locale built; unset: the default one. */
  locale?: string;
  /** False when one locale is built alone, at the site's base URL (`build --locale ar`); default true. */
  localized?: boolean;
  /** The build's output folder (`--out`), relative to the site folder or absolute; default `build`. */
  outDir?: string;
}
