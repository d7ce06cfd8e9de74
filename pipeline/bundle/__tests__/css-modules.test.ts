import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCssModule, cssModuleClassName, isCssModule } from '../css-modules';

let site: string;
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'css-modules-'));
  writeFileSync(join(site, 'Buttons.module.css'), '.button { padding: 4px; }\n');
  writeFileSync(join(site, 'Hero.module.css'), '.hero { color: teal; }\n.cta { composes: button from "./Buttons.module.css"; font-weight: 700; }\n');
  writeFileSync(join(site, 'Card.module.scss'), '$edge: 2px;\n.card { border: $edge solid; .title { margin: 0; } }\n');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a site's CSS modules", () => {
  it("scope a class by its name and its file's place in the site, the same on every machine", () => {
    const name = cssModuleClassName('hero', join(site, 'src/Hero.module.css'), site);
    expect(name).toMatch(/^hero_[\w-]{6}$/);
    expect(cssModuleClassName('hero', join('/elsewhere/site', 'src/Hero.module.css'), '/elsewhere/site')).toBe(name);
    expect(cssModuleClassName('hero', join(site, 'src/Other.module.css'), site)).not.toBe(name);
    // Vite passes ids with a query.
    expect(cssModuleClassName('hero', `${join(site, 'src/Hero.module.css')}?used`, site)).toBe(name);
  });

  it('compile to their scoped stylesheet and exports, `composes` from another file included', async () => {
    const { css, classes } = await compileCssModule(join(site, 'Hero.module.css'), site);
    const button = cssModuleClassName('button', join(site, 'Buttons.module.css'), site);
    expect(classes).toEqual({
      hero: cssModuleClassName('hero', join(site, 'Hero.module.css'), site),
      cta: `${cssModuleClassName('cta', join(site, 'Hero.module.css'), site)} ${button}`,
    });
    expect(css).toContain(`.${classes.hero} { color: teal; }`);
    expect(css).not.toContain('composes');
  });

  it('in Sass are compiled first', async () => {
    const { css, classes } = await compileCssModule(join(site, 'Card.module.scss'), site);
    expect(Object.keys(classes)).toEqual(['card', 'title']);
    expect(css).toContain(`.${classes.card} .${classes.title}`);
    expect(isCssModule('Card.module.scss')).toBe(true);
    expect(isCssModule('card.css')).toBe(false);
  });

  it('are compiled once per text of the file, however many pages import them', async () => {
    const file = join(site, 'Badge.module.css');
    writeFileSync(file, '.badge { color: teal; }\n');
    const first = compileCssModule(file, site);
    expect(compileCssModule(file, site)).toBe(first);
    writeFileSync(file, '.badge { color: teal; }\n.pill { border-radius: 9px; }\n');
    expect(Object.keys((await compileCssModule(file, site)).classes)).toEqual(['badge', 'pill']);
  });
});
