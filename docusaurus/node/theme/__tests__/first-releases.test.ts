import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_RELEASES, REMOVED_NAMES, releaseAtLeast, unshippedNames, type Release } from '../first-releases';
import { LEGACY_NAMES } from '../legacy-names';

describe('the first theme-classic release of each name newer than 3.0', () => {
  it('gives each name a release after 3.0.0 as [major, minor, patch], and no removed name', () => {
    for (const [name, release] of Object.entries(FIRST_RELEASES)) {
      expect(release, name).toHaveLength(3);
      expect(
        release.every((part) => Number.isInteger(part) && part >= 0),
        name,
      ).toBe(true);
      expect(releaseAtLeast('3.0.1', release), name).toBe(false);
      expect(name in REMOVED_NAMES, name).toBe(false);
      expect(
        name.split('/').every((part) => /^[A-Z]/.test(part)),
        name,
      ).toBe(true);
    }
    expect(FIRST_RELEASES['CodeBlock/Title']).toEqual([3, 8, 0]);
    expect(FIRST_RELEASES['MDXComponents/Li']).toEqual([3, 1, 1]);
    expect(FIRST_RELEASES['DocCard/Layout']).toEqual([3, 10, 0]);
  });

  it('agrees with the old names: each later part first ships in the release that renamed its old name, which that release removed, and every removed name is one', () => {
    for (const legacy of LEGACY_NAMES) {
      expect(FIRST_RELEASES[legacy.drawnAs], legacy.drawnAs).toEqual([...legacy.renamedIn, 0]);
      expect(REMOVED_NAMES[legacy.name], legacy.name).toEqual({ removedIn: [...legacy.renamedIn, 0], instead: legacy.drawnAs });
    }
    expect(Object.keys(REMOVED_NAMES).sort()).toEqual(LEGACY_NAMES.map((legacy) => legacy.name).sort());
  });

  it("compares a site release by major, minor and patch; a part not given is that line's latest, a bare major the latest", () => {
    const li: Release = [3, 1, 1];
    expect(releaseAtLeast('3.1.0', li)).toBe(false);
    expect(releaseAtLeast('3.1.1', li)).toBe(true);
    expect(releaseAtLeast('3.1', li)).toBe(true);
    expect(releaseAtLeast('3.0.1', li)).toBe(false);
    expect(releaseAtLeast('3.10.0', [3, 8, 0])).toBe(true);
    expect(releaseAtLeast('3.7.0-canary-6197', [3, 8, 0])).toBe(false);
    expect(releaseAtLeast('3', [3, 10, 0])).toBe(true);
    expect(releaseAtLeast('4.0.0', [3, 10, 0])).toBe(true);
    expect(releaseAtLeast('2.4.3', [3, 1, 0])).toBe(false);
  });

  it('names the swizzles a release does not ship yet, none for a release that does or an unknown one', () => {
    const names = ['Footer', 'CodeBlock/Title', 'DocCard/Layout', 'Icon/Socials/Bluesky', 'Unlisted'];
    expect(unshippedNames(names, '3.4.0')).toEqual(['CodeBlock/Title', 'DocCard/Layout', 'Icon/Socials/Bluesky']);
    expect(unshippedNames(names, '3.8.1')).toEqual(['DocCard/Layout']);
    expect(unshippedNames(names, '3.10.0')).toEqual([]);
    expect(unshippedNames(names, '3')).toEqual([]);
  });
});

/**
 * The published packages, where they are unpacked (`npm pack @docusaurus/theme-classic@<v>` and
 * `tar xzf` into `/tmp/tc/<v>`): CI has none, so this re-check of the table runs only beside them.
 */
const PACKAGES = '/tmp/tc';
const unpacked = existsSync(PACKAGES)
  ? readdirSync(PACKAGES)
      .filter((v) => /^3\.\d+\.\d+$/.test(v) && existsSync(join(PACKAGES, v, 'package', 'src', 'theme')))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  : [];

/** A package's theme names: each script under `src/theme`, `X/index.tsx` and `X.tsx` both `X`. */
function packageNames(version: string): Set<string> {
  const root = join(PACKAGES, version, 'package', 'src', 'theme');
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'));
  return new Set(
    files.map((e) =>
      relative(root, join(e.parentPath, e.name))
        .replace(/\.tsx?$/, '')
        .replace(/\/index$/, ''),
    ),
  );
}

describe.skipIf(unpacked.length === 0)('the table against the published theme-classic packages', () => {
  it(`matches every name of ${unpacked.join(', ')}`, () => {
    const byVersion = new Map(unpacked.map((v) => [v, packageNames(v)]));
    const all = new Set([...byVersion.values()].flatMap((names) => [...names]));
    for (const name of all) {
      for (const [version, names] of byVersion) {
        const first = FIRST_RELEASES[name];
        const removed = REMOVED_NAMES[name]?.removedIn;
        // A name not in the table is in every release (3.0.0 has it), until one that removed it.
        const expected = (first === undefined || releaseAtLeast(version, first)) && (removed === undefined || !releaseAtLeast(version, removed));
        expect(names.has(name), `${name} in ${version}`).toBe(expected);
      }
    }
    // Every name of the table is in one of the packages.
    for (const name of [...Object.keys(FIRST_RELEASES), ...Object.keys(REMOVED_NAMES)]) expect(all.has(name), name).toBe(true);
  });
});
