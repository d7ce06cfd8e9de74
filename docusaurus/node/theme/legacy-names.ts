import { docusaurusAtLeast, themeClassicVersion } from '../config/site-metadata.js';
import { importsThemeName, siteSources } from './swizzles.js';
import { FIRST_RELEASES, unshippedNames } from './first-releases.js';

/**
 * Theme-classic names a later release stopped drawing, replacing them with another part in the same
 * place. A site on a release before the rename swizzles the old name, and its theme-classic draws
 * that component there; from the rename on, nothing draws it (the file is dead, in Docusaurus too).
 * This theme draws the later release's parts, so for a site whose theme-classic still draws the old
 * name (`themeClassicVersion`) the site's component stands in for the later part (`drawnAs`),
 * given the old name's props (`props`: a function of `docusaurus/client/theme/legacy-adapters.ts`
 * turning the later part's props and context into them). `@theme-original/<name>` stays the
 * compatibility layer's component of the old name.
 */
export interface LegacyName {
  /** The old name, as the site swizzles it (`src/theme/<name>`). */
  name: string;
  /** The part theme-classic draws in its place from `renamedIn` on. */
  drawnAs: string;
  /** The first theme-classic release (`[major, minor]`) that draws `drawnAs` instead. */
  renamedIn: readonly [number, number];
  /** The adapter (an export of `legacy-adapters.ts`, a hook) giving the site's component the old name's props, or null to draw nothing. */
  props: string;
}

export const LEGACY_NAMES: readonly LegacyName[] = [
  // theme-classic 3.0–3.7's `CodeBlock/Content/String` draws both buttons itself, the copy button
  // with the block's `code`, the word-wrap button (while the code scrolls sideways or wraps) with the
  // block's `onClick` and `isEnabled`; 3.8 draws `CodeBlock/Buttons`, whose buttons read the block's context.
  { name: 'CodeBlock/CopyButton', drawnAs: 'CodeBlock/Buttons/CopyButton', renamedIn: [3, 8], props: 'useLegacyCopyButton' },
  { name: 'CodeBlock/WordWrapButton', drawnAs: 'CodeBlock/Buttons/WordWrapButton', renamedIn: [3, 8], props: 'useLegacyWordWrapButton' },
  // theme-classic 3.0–3.4's `BlogPostItem/Header/Authors` draws each author with `author`; 3.5
  // draws `Blog/Components/Author` there (which the authors' pages, new in 3.5, draw too).
  { name: 'BlogPostItem/Header/Author', drawnAs: 'Blog/Components/Author', renamedIn: [3, 5], props: 'legacyPostAuthor' },
  // theme-classic 3.0–3.4's pages draw the unlisted banner as `Unlisted`; 3.5 moved the same component
  // to `ContentVisibility/Unlisted`, drawn in the same places (a doc, a post, a Markdown page, a tag's page).
  { name: 'Unlisted', drawnAs: 'ContentVisibility/Unlisted', renamedIn: [3, 5], props: 'legacyUnlisted' },
];

/** Whether theme-classic `version` (`themeClassicVersion`: `3.4.0`, or a bare major for its latest release) still draws `legacy.name`. */
export const drawsLegacyName = (version: string, legacy: LegacyName): boolean => !docusaurusAtLeast(version, ...legacy.renamedIn);

/** A site's swizzle of an old name its theme-classic draws: where this theme draws it (`drawnAs`) and with which props. */
export interface LegacyPart extends LegacyName {
  /** The site's component of the old name. */
  file: string;
}

/**
 * The site's swizzles of old names its theme-classic (`version`) draws, each standing in for its
 * later part. None for a site on a release after the renames, or swizzling none of the old names.
 */
export function legacyParts(swizzles: ReadonlyMap<string, string>, version: string, names: readonly LegacyName[] = LEGACY_NAMES): LegacyPart[] {
  return names
    .filter((legacy) => swizzles.has(legacy.name) && drawsLegacyName(version, legacy))
    .map((legacy) => ({
      ...legacy,
      file: swizzles.get(legacy.name)!,
    }));
}

/**
 * The later parts (`drawnAs`) the site swizzles that its theme-classic (`version`) does not have:
 * each is new in the release that renamed its old name (`Blog/Components/Author` and
 * `ContentVisibility/Unlisted` first ship in 3.5.0, `CodeBlock/Buttons/CopyButton` and
 * `WordWrapButton` in 3.8.0: `first-releases.ts`), so a release still drawing the old name has no
 * such component and the site's file of it is dead there, as in Docusaurus.
 */
export function unreleasedParts(swizzles: ReadonlyMap<string, string>, version: string, names: readonly LegacyName[] = LEGACY_NAMES): LegacyName[] {
  return names.filter((legacy) => swizzles.has(legacy.drawnAs) && drawsLegacyName(version, legacy));
}

/** The site's swizzles as its theme-classic release draws them (`releaseSwizzles`). */
export interface ReleaseSwizzles {
  /** Its swizzles without the names its release does not have yet. */
  components: ReadonlyMap<string, string>;
  /** Its swizzles of old names its release draws, each standing in for its later part (`legacyParts`). */
  legacy: LegacyPart[];
}

/** Whether the site's theme-classic release decides how any of its swizzles is drawn: an old name, a later part, a name newer than 3.0. */
export const swizzlesByRelease = (swizzles: ReadonlyMap<string, string>): boolean =>
  LEGACY_NAMES.some((legacy) => swizzles.has(legacy.name) || swizzles.has(legacy.drawnAs)) || [...swizzles.keys()].some((name) => name in FIRST_RELEASES);

/**
 * A site folder's swizzles as the theme-classic it installs or declares (`themeClassicVersion`) draws
 * them: the names that release does not have yet left out, all but one a site script imports by
 * `@theme/<name>` (Docusaurus draws the site's file there, its alias resolving to it whatever the
 * release), so this theme's own part is drawn there as the release draws its own parts. Those are
 * the later parts of an old name (`unreleasedParts`: the release draws the old name there) and any
 * other name first shipped after it (`first-releases.ts`: `CodeBlock/Title` on 3.4, where nothing
 * imports it). Its old names that release draws stand in for their later parts (`legacyParts`). A
 * site swizzling none of these names is left as it is, its release not looked up; one whose release
 * is unknown is taken as on the latest, where every name is drawn.
 */
export function releaseSwizzles(siteDir: string, swizzles: ReadonlyMap<string, string>): ReleaseSwizzles {
  if (!swizzlesByRelease(swizzles)) return { components: swizzles, legacy: [] };
  const version = themeClassicVersion(siteDir);
  const unreleased = new Set([...unreleasedParts(swizzles, version).map((legacy) => legacy.drawnAs), ...unshippedNames(swizzles.keys(), version)]);
  const sources = unreleased.size > 0 ? siteSources(siteDir) : [];
  const dead = [...unreleased].filter((name) => !importsThemeName(sources, name));
  const components = dead.length > 0 ? new Map([...swizzles].filter(([name]) => !dead.includes(name))) : swizzles;
  return { components, legacy: legacyParts(swizzles, version) };
}

/** The module id of the drawing of a legacy part in its later part's place (`legacyPartModule`). */
export const LEGACY_PART = '\0theme-legacy:';

/**
 * The site's swizzles with each legacy part's later name drawn by the site's component of the old
 * name (`LEGACY_PART`): its release has no later part to swizzle, so that name's own swizzle, if any,
 * is dead there as in Docusaurus (and is replaced here even where a site script imports it, as
 * before). The same map when there are none.
 */
export function withLegacyParts(swizzles: ReadonlyMap<string, string>, parts: readonly LegacyPart[]): ReadonlyMap<string, string> {
  if (parts.length === 0) return swizzles;
  const out = new Map(swizzles);
  for (const part of parts) out.set(part.drawnAs, `${LEGACY_PART}${part.name}`);
  return out;
}

/** The drawing of the site's component of a legacy part where its later part is drawn: the old name's props from the adapter. */
export function legacyPartModule(part: LegacyPart, adaptersFile: string): string {
  return [
    `import { createElement } from 'react';`,
    `import { ${part.props} } from ${JSON.stringify(adaptersFile)};`,
    `import Site from ${JSON.stringify(part.file)};`,
    `export default function Legacy(props) {`,
    `  const legacy = ${part.props}(props);`,
    `  return legacy === null ? null : createElement(Site, legacy);`,
    `}`,
    ``,
  ].join('\n');
}
