import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_APPLIED, appliedName, chromeDrawnNames, unappliedSwizzles } from '../swizzle-coverage';
import { providedThemeNames } from '../theme-names';

describe('where a swizzle of each theme name takes effect', () => {
  it('files every name this theme provides as applied (drawn by the chrome, or where it is imported) or not applied, with why', () => {
    const drawn = chromeDrawnNames();
    const unfiled = [...providedThemeNames()].filter((name) => !appliedName(name, drawn) && !(name in NOT_APPLIED));
    expect(unfiled).toEqual([]);
  });

  it('says why for each name it does not apply, and none of them is drawn after all', () => {
    const drawn = chromeDrawnNames();
    for (const [name, reason] of Object.entries(NOT_APPLIED)) {
      expect(appliedName(name, drawn), name).toBe(false);
      expect(reason.length).toBeGreaterThan(20);
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

  it('is empty for a site without src/', () => {
    expect(unappliedSwizzles(site({ 'docs/a.md': '# A' }))).toEqual([]);
  });
});
