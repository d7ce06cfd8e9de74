import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_APPLIED, appliedName, chromeDrawnNames, legacyReason, unappliedSwizzles, unreleasedReason, unshippedReason } from '../swizzle-coverage';
import { LEGACY_NAMES } from '../legacy-names';
import { providedThemeNames } from '../theme-names';

describe('where a swizzle of each theme name takes effect', () => {
  it('files every name this theme provides as applied (drawn by the chrome, or where it is imported), applied by release (an old name), or not applied, with why', () => {
    const drawn = chromeDrawnNames();
    const old = new Set(LEGACY_NAMES.map((l) => l.name));
    const unfiled = [...providedThemeNames()].filter((name) => !appliedName(name, drawn) && !(name in NOT_APPLIED) && !old.has(name));
    expect(unfiled).toEqual([]);
  });

  it('says why for each name it does not apply, and none of them is drawn after all', () => {
    const drawn = chromeDrawnNames();
    for (const [name, reason] of Object.entries(NOT_APPLIED)) {
      expect(appliedName(name, drawn), name).toBe(false);
      expect(reason.length).toBeGreaterThan(20);
    }
    // An old name is drawn through its later part only for a release that draws it; that part is the chrome's.
    for (const legacy of LEGACY_NAMES) {
      expect(appliedName(legacy.name, drawn), legacy.name).toBe(false);
      expect(appliedName(legacy.drawnAs, drawn), legacy.drawnAs).toBe(true);
    }
  });
});

describe("a site's swizzles that are not applied", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const site = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'swizzle-coverage-'));
    dirs.push(dir);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };

  it('names each one with its file and why, and leaves applied swizzles alone', () => {
    const dir = site({
      'src/theme/NavbarItem/NavbarNavLink/index.js': 'export default function NavbarNavLink() { return null; }',
      'src/theme/NavbarItem/DocNavbarItem/index.js': 'export default function DocNavbarItem() { return null; }',
      'src/theme/CodeBlock/Token/index.js': 'export default function Token() { return null; }',
      'src/theme/ContentVisibility/Draft/index.js': 'export default function Draft() { return null; }',
      'src/theme/Icon/SystemColorMode/index.js': 'export default function SystemColorMode() { return null; }',
      'src/theme/SiteMetadata/index.js': 'export default function SiteMetadata() { return null; }',
      'src/theme/DocItem/Footer/index.js': 'export default function Footer() { return null; }',
      'src/theme/Sprinkler.js': 'export default function Sprinkler() { return null; }',
    });
    // NavbarNavLink and DocNavbarItem are drawn by the bar's and the mobile menu's items (chrome-slots.ts).
    expect(unappliedSwizzles(dir)).toEqual([
      {
        name: 'CodeBlock/Token',
        file: join(dir, 'src/theme/CodeBlock/Token/index.js'),
        reason: NOT_APPLIED['CodeBlock/Token'],
      },
    ]);
  });

  it("counts one the site's own code imports as drawn there", () => {
    const dir = site({
      'src/theme/CodeBlock/Token.js': 'export default function Token() { return null; }',
      'src/components/ValveHead.jsx': 'import Token from \'@theme/CodeBlock/Token\';\nexport default () => <Token token={{ types: [], content: "valves" }} />;',
    });
    expect(unappliedSwizzles(dir)).toEqual([]);
  });

  it('names a swizzle of an old name its theme-classic no longer draws, saying which release and what it draws instead; none for a release that draws it', () => {
    const files = {
      'src/theme/CodeBlock/CopyButton/index.js': 'export default function CopyButton() { return null; }',
      'src/theme/CodeBlock/WordWrapButton.js': 'export default function WordWrapButton() { return null; }',
      'src/theme/BlogPostItem/Header/Author.js': 'export default function Author() { return null; }',
    };
    const declaring = (version: string) => site({ ...files, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) });
    const newer = declaring('3.8.1');
    expect(unappliedSwizzles(newer)).toEqual([
      { name: 'BlogPostItem/Header/Author', file: join(newer, 'src/theme/BlogPostItem/Header/Author.js'), reason: legacyReason(LEGACY_NAMES[2]!, '3.8.1') },
      { name: 'CodeBlock/CopyButton', file: join(newer, 'src/theme/CodeBlock/CopyButton/index.js'), reason: legacyReason(LEGACY_NAMES[0]!, '3.8.1') },
      { name: 'CodeBlock/WordWrapButton', file: join(newer, 'src/theme/CodeBlock/WordWrapButton.js'), reason: legacyReason(LEGACY_NAMES[1]!, '3.8.1') },
    ]);
    expect(legacyReason(LEGACY_NAMES[0]!, '3.8.1')).toBe(
      "the site's @docusaurus/theme-classic is 3.8.1, which no longer draws CodeBlock/CopyButton: from 3.8 it draws CodeBlock/Buttons/CopyButton in its place, so this file is unused there, as in Docusaurus (swizzle CodeBlock/Buttons/CopyButton, or declare the release the site was written for)",
    );
    expect(unappliedSwizzles(declaring('^3.5.2')).map((s) => s.name)).toEqual(['BlogPostItem/Header/Author']);
    expect(unappliedSwizzles(declaring('3.4.0'))).toEqual([]);
    // Nothing installed or declared: the latest 3.x, which draws none of them.
    expect(unappliedSwizzles(site(files)).map((s) => s.reason)[0]).toMatch(
      /^the site has no @docusaurus\/theme-classic installed or declared, taken as the latest 3\.x, which no longer draws /,
    );
  });

  it('names a swizzle of a later part its theme-classic does not have yet, saying which release and the old name it draws instead', () => {
    const files = {
      'src/theme/CodeBlock/Buttons/CopyButton/index.js': 'export default function CopyButton() { return null; }',
      'src/theme/Blog/Components/Author/index.js': 'export default function Author() { return null; }',
      'src/theme/BlogPostItem/Header/Author.js': 'export default function OldAuthor() { return null; }',
    };
    const declaring = (version: string, more: Record<string, string> = {}) =>
      site({ ...files, ...more, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) });
    const old = declaring('3.4.0');
    // The old author is drawn on 3.4; the later author and copy button are not.
    expect(unappliedSwizzles(old)).toEqual([
      { name: 'Blog/Components/Author', file: join(old, 'src/theme/Blog/Components/Author/index.js'), reason: unreleasedReason(LEGACY_NAMES[2]!, '3.4.0') },
      {
        name: 'CodeBlock/Buttons/CopyButton',
        file: join(old, 'src/theme/CodeBlock/Buttons/CopyButton/index.js'),
        reason: unreleasedReason(LEGACY_NAMES[0]!, '3.4.0'),
      },
    ]);
    expect(unreleasedReason(LEGACY_NAMES[2]!, '3.4.0')).toBe(
      "the site's @docusaurus/theme-classic is 3.4.0, which has no Blog/Components/Author (new in 3.5): it draws BlogPostItem/Header/Author in its place, so this file is unused there, as in Docusaurus (swizzle BlogPostItem/Header/Author, or declare the release the site was written for)",
    );
    // 3.6 has the later author (the old one is the unused file there), not yet the copy button.
    expect(unappliedSwizzles(declaring('3.6.3')).map((s) => [s.name, s.reason.includes('which has no')])).toEqual([
      ['BlogPostItem/Header/Author', false],
      ['CodeBlock/Buttons/CopyButton', true],
    ]);
    // One the site's code imports is drawn there.
    const importing = declaring('3.4.0', { 'src/components/Byline.js': "import Author from '@theme/Blog/Components/Author';\nexport default Author;\n" });
    expect(unappliedSwizzles(importing).map((s) => s.name)).toEqual(['CodeBlock/Buttons/CopyButton']);
  });

  it("names a swizzle of a name first shipped after its theme-classic, saying the first release and the site's; none on a release that has it or an unknown one", () => {
    const files = {
      'src/theme/CodeBlock/Title/index.js': 'export default function Title() { return null; }',
      'src/theme/Icon/Socials/Bluesky.js': 'export default function Bluesky() { return null; }',
    };
    const declaring = (version: string) => site({ ...files, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) });
    const old = declaring('3.4.0');
    expect(unappliedSwizzles(old)).toEqual([
      { name: 'CodeBlock/Title', file: join(old, 'src/theme/CodeBlock/Title/index.js'), reason: unshippedReason('CodeBlock/Title', '3.4.0') },
      { name: 'Icon/Socials/Bluesky', file: join(old, 'src/theme/Icon/Socials/Bluesky.js'), reason: unshippedReason('Icon/Socials/Bluesky', '3.4.0') },
    ]);
    expect(unshippedReason('CodeBlock/Title', '3.4.0')).toBe(
      "the site's @docusaurus/theme-classic is 3.4.0, which has no CodeBlock/Title (first in 3.8.0): nothing there draws it, so this file is unused there, as in Docusaurus, and this theme draws its own CodeBlock/Title (declare 3.8.0 or later to have it drawn)",
    );
    // 3.7 has the Bluesky icon, not the title.
    expect(unappliedSwizzles(declaring('3.7.0')).map((s) => s.name)).toEqual(['CodeBlock/Title']);
    expect(unappliedSwizzles(declaring('3.10.0'))).toEqual([]);
    expect(unappliedSwizzles(site(files))).toEqual([]);
  });

  it('names a swizzle of Unlisted, which 3.5 removed, on 3.5 and later; none on 3.4, which draws it', () => {
    const files = { 'src/theme/Unlisted/index.js': 'export default function Unlisted() { return null; }' };
    const declaring = (version: string) => site({ ...files, 'package.json': JSON.stringify({ dependencies: { '@docusaurus/preset-classic': version } }) });
    const unlisted = LEGACY_NAMES.find((l) => l.name === 'Unlisted')!;
    const newer = declaring('3.5.2');
    expect(unappliedSwizzles(newer)).toEqual([{ name: 'Unlisted', file: join(newer, 'src/theme/Unlisted/index.js'), reason: legacyReason(unlisted, '3.5.2') }]);
    expect(legacyReason(unlisted, '3.5.2')).toBe(
      "the site's @docusaurus/theme-classic is 3.5.2, which no longer draws Unlisted: from 3.5 it draws ContentVisibility/Unlisted in its place, so this file is unused there, as in Docusaurus (swizzle ContentVisibility/Unlisted, or declare the release the site was written for)",
    );
    expect(unappliedSwizzles(declaring('3.4.0'))).toEqual([]);
  });

  it('is empty for a site without src/', () => {
    expect(unappliedSwizzles(site({ 'docs/a.md': '# A' }))).toEqual([]);
  });
});
