import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SITE_THEME_COMMON_NAMES, themeCommonInternal } from '../theme-common-packages';
import { siteThemeCommonModule as internalModule } from '../site-theme-common-module';
import { exportedNames } from '../module-exports';

/** The names the client's declaration of `virtual:site-theme-common` allows it to read. */
function namesDeclaredForTheClient(): string[] {
  const text = readFileSync(resolve(import.meta.dirname, '../../../client/site-theme-common.d.ts'), 'utf8');
  const union = /type Name =([^;]+);/.exec(text)![1]!;
  return [...union.matchAll(/'([A-Za-z]+)'/g)].map((m) => m[1]!).sort();
}

describe('virtual:site-theme-common', () => {
  it("lists exactly the names the client's declaration of the module allows it to read", () => {
    expect([...SITE_THEME_COMMON_NAMES].sort()).toEqual(namesDeclaredForTheClient());
  });

  it('imports, by name, those of the names the installed theme-common exports, not its whole `internal` namespace', () => {
    const file = themeCommonInternal(resolve('.'))!;
    // 3.5 moved the doc and blog post contexts to the plugins' client modules: this version lacks them.
    const exported = SITE_THEME_COMMON_NAMES.filter((n) => exportedNames(file)!.has(n));
    expect(exported).toEqual(expect.arrayContaining(['ColorModeProvider', 'AnnouncementBarProvider', 'NavbarProvider', 'useNavbarMobileSidebar']));
    expect(internalModule(file)).toBe(`import { ${exported.join(', ')} } from ${JSON.stringify(file)};\nexport const internal = { ${exported.join(', ')} };\n`);
  });
});
