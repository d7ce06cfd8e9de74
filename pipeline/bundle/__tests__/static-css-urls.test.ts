import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { staticCssUrls } from '../static-css-urls';
import { tempDir } from '../../__tests__/temp-dir';

const site = tempDir('static-css-urls-');
for (const file of ['static/img/kettle.png', 'static/fonts/Brew Sans.woff2', 'assets/pattern.svg']) {
  mkdirSync(join(site, file, '..'), { recursive: true });
  writeFileSync(join(site, file), 'x');
}
const staticDirs = [join(site, 'static'), join(site, 'assets')];
const run = (css: string, from = join(site, 'src', 'css', 'custom.css')) => postcss([staticCssUrls({ siteDir: site, staticDirs })]).process(css, { from }).css;

describe("a site stylesheet's url(/x) to a static file", () => {
  it('becomes the path from the stylesheet to the file, in any static folder, keeping quotes, query and hash', () => {
    expect(run(".a { background: url('/img/kettle.png') no-repeat; }")).toBe(".a { background: url('../../static/img/kettle.png') no-repeat; }");
    expect(run('.b { mask: url(/pattern.svg#dots); }')).toBe('.b { mask: url(../../assets/pattern.svg#dots); }');
    expect(run('@font-face { src: url("/fonts/Brew%20Sans.woff2?v=2") format("woff2"); }')).toBe(
      '@font-face { src: url("../../static/fonts/Brew%20Sans.woff2?v=2") format("woff2"); }',
    );
    // Next to the stylesheet: a `./` path.
    expect(run('.c { background: url(/img/kettle.png); }', join(site, 'static', 'custom.css'))).toBe('.c { background: url(./img/kettle.png); }');
  });

  it('leaves relative, external, protocol-relative and missing URLs, and stylesheets outside the site, alone', () => {
    for (const css of [
      '.a { background: url(./local.png); }',
      '.a { background: url(https://cdn.example/x.png); }',
      '.a { background: url(//cdn.example/x.png); }',
      '.a { background: url(/img/none.png); }',
    ])
      expect(run(css)).toBe(css);
    expect(run('.a { background: url(/img/kettle.png); }', '/elsewhere/theme.css')).toBe('.a { background: url(/img/kettle.png); }');
  });
});
