import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGACY_NAMES, LEGACY_PART, drawsLegacyName, legacyPartModule, legacyParts, releaseSwizzles, unreleasedParts, withLegacyParts } from '../legacy-names';
import { providedThemeNames } from '../theme-names';

const byName = (name: string) => LEGACY_NAMES.find((l) => l.name === name)!;

describe('the old theme-classic names a release still draws', () => {
  it('the code block buttons until 3.8, the post author and the unlisted banner until 3.5 (the releases that renamed them)', () => {
    for (const name of ['CodeBlock/CopyButton', 'CodeBlock/WordWrapButton']) {
      for (const v of ['3.0.1', '3.4.0', '3.5.2', '3.6.3', '3.7.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(true);
      for (const v of ['3.8.1', '3.9.2', '3.10.0', '4.0.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(false);
    }
    for (const name of ['BlogPostItem/Header/Author', 'Unlisted']) {
      for (const v of ['3.0.1', '3.4.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(true);
      for (const v of ['3.5.2', '3.6.3', '3.10.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(false);
    }
    // No version known (a bare major): its latest release, which draws none of them.
    for (const legacy of LEGACY_NAMES) expect(drawsLegacyName('3', legacy)).toBe(false);
  });

  it('are names this theme provides, each standing for a part it provides', () => {
    const provided = providedThemeNames();
    for (const legacy of LEGACY_NAMES) {
      expect(provided.has(legacy.name), legacy.name).toBe(true);
      expect(provided.has(legacy.drawnAs), legacy.drawnAs).toBe(true);
    }
  });

  it("takes a site's swizzles of them its release draws, and stands each for its later part", () => {
    const components = new Map([
      ['CodeBlock/CopyButton', '/site/src/theme/CodeBlock/CopyButton/index.js'],
      ['BlogPostItem/Header/Author', '/site/src/theme/BlogPostItem/Header/Author.js'],
      ['Footer', '/site/src/theme/Footer.js'],
    ]);
    expect(legacyParts(components, '3.10.0')).toEqual([]);
    expect(legacyParts(components, '3.6.3').map((p) => [p.name, p.file])).toEqual([['CodeBlock/CopyButton', '/site/src/theme/CodeBlock/CopyButton/index.js']]);
    const parts = legacyParts(components, '3.4.0');
    expect(parts.map((p) => p.drawnAs)).toEqual(['CodeBlock/Buttons/CopyButton', 'Blog/Components/Author']);
    const drawn = withLegacyParts(components, parts);
    expect(drawn.get('CodeBlock/Buttons/CopyButton')).toBe(`${LEGACY_PART}CodeBlock/CopyButton`);
    expect(drawn.get('Blog/Components/Author')).toBe(`${LEGACY_PART}BlogPostItem/Header/Author`);
    expect(drawn.get('Footer')).toBe('/site/src/theme/Footer.js');
    // None: the same map, so a site without them resolves exactly as before.
    expect(withLegacyParts(components, [])).toBe(components);
  });

  it("draws a site's Unlisted of 3.0-3.4 as the unlisted banner (3.5's ContentVisibility/Unlisted), with the same className", () => {
    const components = new Map([['Unlisted', '/site/src/theme/Unlisted.js']]);
    const parts = legacyParts(components, '3.4.0');
    expect(parts.map((p) => [p.name, p.drawnAs, p.props])).toEqual([['Unlisted', 'ContentVisibility/Unlisted', 'legacyUnlisted']]);
    expect(withLegacyParts(components, parts).get('ContentVisibility/Unlisted')).toBe(`${LEGACY_PART}Unlisted`);
    expect(legacyParts(components, '3.5.0')).toEqual([]);
  });

  it("draws the site's component with the adapter's props, nothing when the adapter gives null", () => {
    const [part] = legacyParts(new Map([['CodeBlock/WordWrapButton', '/site/src/theme/CodeBlock/WordWrapButton.js']]), '3.7.0');
    const code = legacyPartModule(part!, '/app/legacy-adapters.ts');
    expect(code).toContain('import { useLegacyWordWrapButton } from "/app/legacy-adapters.ts";');
    expect(code).toContain('import Site from "/site/src/theme/CodeBlock/WordWrapButton.js";');
    expect(code).toContain('const legacy = useLegacyWordWrapButton(props);');
    expect(code).toContain('return legacy === null ? null : createElement(Site, legacy);');
  });
});

describe('the later parts a release does not have yet', () => {
  const later = new Map([
    ['CodeBlock/Buttons/CopyButton', '/site/src/theme/CodeBlock/Buttons/CopyButton.js'],
    ['Blog/Components/Author', '/site/src/theme/Blog/Components/Author/index.js'],
    // A part 3.0 has already, which every release draws.
    ['CodeBlock/Line', '/site/src/theme/CodeBlock/Line.js'],
  ]);

  it('are the ones renamed after it: both on 3.4, the copy button on 3.5 to 3.7, none from 3.8 or for an unknown release', () => {
    expect(unreleasedParts(later, '3.4.0').map((l) => l.drawnAs)).toEqual(['CodeBlock/Buttons/CopyButton', 'Blog/Components/Author']);
    expect(unreleasedParts(later, '3.7.0').map((l) => l.drawnAs)).toEqual(['CodeBlock/Buttons/CopyButton']);
    expect(unreleasedParts(later, '3.8.1')).toEqual([]);
    expect(unreleasedParts(later, '3')).toEqual([]);
  });

  /** A site folder declaring the classic preset at `version`, with `files` (path → text) besides. */
  const site = (version: string, files: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), 'legacy-names-'));
    const all = { ...files, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  it("leaves them out of a site's swizzles, but not one a site script imports (Docusaurus draws it there)", () => {
    const old = releaseSwizzles(site('3.4.0'), later);
    expect([...old.components.keys()]).toEqual(['CodeBlock/Line']);
    expect(old.legacy).toEqual([]);
    const importing = site('3.4.0', { 'src/pages/credits.js': "import Author from '@theme/Blog/Components/Author';\nexport default Author;\n" });
    expect([...releaseSwizzles(importing, later).components.keys()]).toEqual(['Blog/Components/Author', 'CodeBlock/Line']);
    // A release that has them: the same map.
    expect(releaseSwizzles(site('3.8.1'), later).components).toBe(later);
  });

  it("draws the old name in its later part's place when a site swizzles both", () => {
    const both = new Map([...later, ['BlogPostItem/Header/Author', '/site/src/theme/BlogPostItem/Header/Author.js']]);
    const release = releaseSwizzles(site('3.4.0'), both);
    expect(release.legacy.map((p) => p.name)).toEqual(['BlogPostItem/Header/Author']);
    const drawn = withLegacyParts(release.components, release.legacy);
    expect(drawn.get('Blog/Components/Author')).toBe(`${LEGACY_PART}BlogPostItem/Header/Author`);
    expect(drawn.has('CodeBlock/Buttons/CopyButton')).toBe(false);
  });

  it('does not look up the release of a site swizzling none of these names', () => {
    const others = new Map([['Footer', '/site/src/theme/Footer.js']]);
    // No such folder: reading its package.json would find nothing, and it is not read.
    expect(releaseSwizzles('/nowhere/site', others)).toEqual({ components: others, legacy: [] });
  });
});

describe('the names newer than a release, without an old name', () => {
  const site = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'first-releases-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
  const declaring = (version: string, files: Record<string, string> = {}) =>
    site({ ...files, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) });
  const swizzles = new Map([
    ['CodeBlock/Title', '/site/src/theme/CodeBlock/Title/index.js'],
    ['DocCard/Layout', '/site/src/theme/DocCard/Layout.js'],
    ['Footer', '/site/src/theme/Footer.js'],
  ]);

  it('leaves out those a site on an older release swizzles: nothing there draws them', () => {
    expect([...releaseSwizzles(declaring('3.4.0'), swizzles).components.keys()]).toEqual(['Footer']);
    // 3.8 has the title, not yet the card's parts (3.10).
    expect([...releaseSwizzles(declaring('3.8.1'), swizzles).components.keys()]).toEqual(['CodeBlock/Title', 'Footer']);
  });

  it('keeps all of them on a release that has them, on one not known, and where a site script imports one', () => {
    expect(releaseSwizzles(declaring('3.10.0'), swizzles).components).toBe(swizzles);
    expect(releaseSwizzles(site({ 'docs/a.md': '# A' }), swizzles).components).toBe(swizzles);
    const importing = declaring('3.4.0', { 'src/components/Recipe.js': "import Title from '@theme/CodeBlock/Title';\nexport default Title;\n" });
    expect([...releaseSwizzles(importing, swizzles).components.keys()]).toEqual(['CodeBlock/Title', 'Footer']);
  });
});
