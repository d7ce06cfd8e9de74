import { describe, expect, it } from 'vitest';
import { LEGACY_NAMES, LEGACY_PART, drawsLegacyName, legacyPartModule, legacyParts, withLegacyParts } from '../legacy-names';
import { providedThemeNames } from '../theme-names';

const byName = (name: string) => LEGACY_NAMES.find((l) => l.name === name)!;

describe('the old theme-classic names a release still draws', () => {
  it('the code block buttons until 3.8, the post author until 3.5 (the releases that renamed them)', () => {
    for (const name of ['CodeBlock/CopyButton', 'CodeBlock/WordWrapButton']) {
      for (const v of ['3.0.1', '3.4.0', '3.5.2', '3.6.3', '3.7.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(true);
      for (const v of ['3.8.1', '3.9.2', '3.10.0', '4.0.0']) expect(drawsLegacyName(v, byName(name)), `${name} ${v}`).toBe(false);
    }
    for (const v of ['3.0.1', '3.4.0']) expect(drawsLegacyName(v, byName('BlogPostItem/Header/Author')), v).toBe(true);
    for (const v of ['3.5.2', '3.6.3', '3.10.0']) expect(drawsLegacyName(v, byName('BlogPostItem/Header/Author')), v).toBe(false);
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

  it("draws the site's component with the adapter's props, nothing when the adapter gives null", () => {
    const [part] = legacyParts(new Map([['CodeBlock/WordWrapButton', '/site/src/theme/CodeBlock/WordWrapButton.js']]), '3.7.0');
    const code = legacyPartModule(part!, '/app/legacy-adapters.ts');
    expect(code).toContain('import { useLegacyWordWrapButton } from "/app/legacy-adapters.ts";');
    expect(code).toContain('import Site from "/site/src/theme/CodeBlock/WordWrapButton.js";');
    expect(code).toContain('const legacy = useLegacyWordWrapButton(props);');
    expect(code).toContain('return legacy === null ? null : createElement(Site, legacy);');
  });
});
