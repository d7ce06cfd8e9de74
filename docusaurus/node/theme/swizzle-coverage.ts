import { join } from 'node:path';
import { CHROME_COMPOSITIONS, CHROME_SLOTS, slotName } from './chrome-slots.js';
import { SWIZZLED_ENTRIES } from '../evaluate/mdx-swizzles.js';
import { importsThemeName, siteSources, themeComponents } from './swizzles.js';
import { LEGACY_NAMES, drawsLegacyName, swizzlesByRelease, unreleasedParts, type LegacyName } from './legacy-names.js';
import { FIRST_RELEASES, releaseName, unshippedNames } from './first-releases.js';
import { themeClassicVersion } from '../config/site-metadata.js';

/**
 * Where a swizzle of each theme-classic name takes effect here. A site's `src/theme/<Name>` is
 * applied when this theme's chrome draws `<Name>` through the site's component (a chrome slot, a
 * composition's part, a Markdown construct's entry, an admonition's part), or when code that is
 * drawn imports `@theme/<Name>` (a page's MDX, a site component, another swizzle, this theme's
 * compatibility modules). The names below are the rest: parts this theme does its own way, each
 * with why, so that a site swizzling one hears that its component is not drawn instead of finding
 * out from the page. Old names a later release replaced (`LEGACY_NAMES`) are applied for a site
 * whose theme-classic still draws them (`theme-modules.ts`), and said otherwise (`legacyReason`);
 * names newer than the site's release (`first-releases.ts`) are not drawn for it, and said (`unshippedReason`).
 * `swizzle-coverage.test.ts` keeps every name this theme provides in one of these groups.
 */
export const NOT_APPLIED: Readonly<Record<string, string>> = {
  'CodeBlock/Token':
    "no theme-classic 3.x release has this name: a line's tokens are plain spans before 3.8, drawn through CodeBlock/Line/Token from 3.8 (swizzle that)",
};

/** How a reason names the site's theme-classic release (`themeClassicVersion`): a version, or a bare major taken as its latest. */
const releaseNamed = (version: string): string =>
  version.includes('.')
    ? `the site's @docusaurus/theme-classic is ${version}`
    : `the site has no @docusaurus/theme-classic installed or declared, taken as the latest ${version}.x`;

/**
 * Why a site's swizzle of an old name (`LEGACY_NAMES`) is not drawn: its installed theme-classic
 * (`version`, `themeClassicVersion`) is the rename or later, where nothing draws that name (the file
 * is dead in Docusaurus as well).
 */
export function legacyReason(legacy: LegacyName, version: string): string {
  const renamed = legacy.renamedIn.join('.');
  return `${releaseNamed(version)}, which no longer draws ${legacy.name}: from ${renamed} it draws ${legacy.drawnAs} in its place, so this file is unused there, as in Docusaurus (swizzle ${legacy.drawnAs}, or declare the release the site was written for)`;
}

/**
 * Why a site's swizzle of a later part (`LegacyName.drawnAs`) is not drawn: its theme-classic
 * (`version`) is older than the rename, has no such component and draws the old name in its place
 * (`unreleasedParts`; the file is dead in Docusaurus as well).
 */
export function unreleasedReason(legacy: LegacyName, version: string): string {
  const renamed = legacy.renamedIn.join('.');
  return `${releaseNamed(version)}, which has no ${legacy.drawnAs} (new in ${renamed}): it draws ${legacy.name} in its place, so this file is unused there, as in Docusaurus (swizzle ${legacy.name}, or declare the release the site was written for)`;
}

/**
 * Why a site's swizzle of a name newer than 3.0 (`FIRST_RELEASES`) is not drawn: its theme-classic
 * (`version`) predates the name's first release, has no such component and nothing there imports it
 * (`unshippedNames`; the file is dead in Docusaurus as well), so this theme draws its own part there.
 */
export function unshippedReason(name: string, version: string): string {
  const first = releaseName(FIRST_RELEASES[name]!);
  return `${releaseNamed(version)}, which has no ${name} (first in ${first}): nothing there draws it, so this file is unused there, as in Docusaurus, and this theme draws its own ${name} (declare ${first} or later to have it drawn)`;
}

/**
 * The names theme-classic itself draws only where a page or a component imports them (Markdown's
 * `<Tabs>`, a card list), which is where this theme draws them too: a site's swizzle is what the
 * import resolves to (`theme-modules.ts`).
 */
export const DRAWN_WHERE_IMPORTED: ReadonlySet<string> = new Set([
  'Tabs',
  'TabItem',
  'TOCInline',
  'DocCardList',
  // A card list draws each card through `@theme/DocCard` and the card its parts, as theme-classic's do.
  'DocCard',
  'DocCard/Layout',
  'DocCard/Heading',
  'DocCard/Heading/Icon',
  'DocCard/Heading/Text',
  'DocCard/Description',
  'ThemedImage',
  'IdealImage',
  'MDXComponents',
  'MDXComponents/Mermaid',
  // A `<CodeBlock>` a page renders with elements inside, not Markdown's fences.
  'CodeBlock/Content/Element',
]);

/** The names the chrome draws through a site's swizzle: slots, compositions' parts, Markdown's entries. */
export function chromeDrawnNames(): ReadonlySet<string> {
  return new Set([
    ...Object.entries(CHROME_SLOTS).map(([key, slot]) => slotName(key, slot)),
    ...Object.values(CHROME_COMPOSITIONS).flatMap((c) => c.parts),
    ...SWIZZLED_ENTRIES.map((e) => e.name),
  ]);
}

/** Whether a theme name is applied wherever a site swizzles it (the admonition's parts are a composition of their own). */
export const appliedName = (name: string, drawn: ReadonlySet<string> = chromeDrawnNames()): boolean =>
  drawn.has(name) || DRAWN_WHERE_IMPORTED.has(name) || name.startsWith('Admonition/');

export interface UnappliedSwizzle {
  name: string;
  file: string;
  reason: string;
}

/**
 * The site's own swizzles (`src/theme`) of names in `NOT_APPLIED`, of old names (`LEGACY_NAMES`)
 * its theme-classic no longer draws, of later parts it does not have yet (`unreleasedParts`) and
 * of other names first shipped after it (`unshippedNames`), that none of its scripts imports by
 * `@theme/<Name>` (one it imports is drawn where it imports it). A site whose release is unknown is
 * taken as on the latest 3.x, which has every name.
 */
export function unappliedSwizzles(siteDir: string): UnappliedSwizzle[] {
  const own = themeComponents([join(siteDir, 'src', 'theme')]);
  const byRelease = swizzlesByRelease(own);
  const version = byRelease ? themeClassicVersion(siteDir) : '';
  const reasons = new Map<string, string>();
  for (const [name] of own) if (name in NOT_APPLIED) reasons.set(name, NOT_APPLIED[name]!);
  if (byRelease) {
    for (const old of LEGACY_NAMES) if (own.has(old.name) && !drawsLegacyName(version, old)) reasons.set(old.name, legacyReason(old, version));
    // A later part of an old name is said with the old name its release draws; other new names by their first release.
    for (const old of unreleasedParts(own, version)) reasons.set(old.drawnAs, unreleasedReason(old, version));
    for (const name of unshippedNames(own.keys(), version)) if (!reasons.has(name)) reasons.set(name, unshippedReason(name, version));
  }
  if (reasons.size === 0) return [];
  const sources = siteSources(siteDir);
  return [...own].filter(([name]) => reasons.has(name) && !importsThemeName(sources, name)).map(([name, file]) => ({ name, file, reason: reasons.get(name)! }));
}
