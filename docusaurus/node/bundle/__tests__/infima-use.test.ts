import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { infimaUse, packageFolder, siteSourceFiles, sourceWords, treeClassNames } from '../infima-use';

const root = mkdtempSync(join(tmpdir(), 'infima-use-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
function write(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('what a site can use of the Infima layer', () => {
  it('reads the class names of a page tree, as arrays or strings', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'element', properties: { className: ['hero', 'hero--primary'] }, children: [{ type: 'text', value: 'card' }] },
        { type: 'element', properties: { className: 'badge  badge--info' }, children: [] },
      ],
    };
    expect([...treeClassNames(tree)].sort()).toEqual(['badge', 'badge--info', 'hero', 'hero--primary']);
  });

  it('keeps the candidates a word names, and a family built from parts; names the variables', () => {
    const words = sourceWords(['<a class="button button--lg">', 'const tone = `alert--${kind}`;', '.x { color: var(--ifm-color-primary) }']);
    const use = infimaUse(['alert--danger', 'alert--info', 'button', 'button--lg', 'button--sm', 'card'], words);
    expect(use.classes).toEqual(['alert--danger', 'alert--info', 'button', 'button--lg']);
    expect(use.variables).toContain('--ifm-color-primary');
  });

  it("reads the site folder's sources, not its packages, outputs or static files; and plugins' packages outside it", () => {
    // The build's output under another name, the folder it stages into and one a stopped build left.
    write('site/site-out/index.html', '<div class="breadcrumbs__item"></div>');
    write('site/site-out.tmp-4242/_data/search/ctx.json', '{"text":"pagination-nav__label"}');
    write('site/site-out.old-17-ab12/_data/chunk.json', '{"c":"tabs__item"}');
    write('site/site-outline/notes.md', 'menu__caret');
    write('site/src/components/Hero.tsx', 'export default () => <div className="hero__title" />;');
    write('site/docs/intro.md', 'A page.');
    write('site/static/page.html', '<div class="avatar__name"></div>');
    write('site/build/assets/app.js', 'pills__item');
    write('site/node_modules/pkg/index.js', 'card__footer');
    write('site/.docusaurus/routes.js', 'badge--danger');
    write('outside/plugin/package.json', '{}');
    write('outside/plugin/dist/theme/Thing.js', 'className: "shadow--tl"');
    write('outside/plugin/node_modules/dep/index.js', 'text--truncate');
    const text = [...siteSourceFiles(join(root, 'site'), [join(root, 'outside/plugin/dist/theme/Thing.js')], join(root, 'site/site-out'))]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(text).toContain('hero__title');
    expect(text).toContain('menu__caret'); // a folder whose name only starts like the output's is source
    expect(text).toContain('shadow--tl');
    const absent = [
      'avatar__name',
      'pills__item',
      'card__footer',
      'badge--danger',
      'text--truncate',
      'breadcrumbs__item',
      'pagination-nav__label',
      'tabs__item',
    ];
    for (const name of absent) expect(text, name).not.toContain(name);
  });

  it("finds a module's package folder by its nearest package.json", () => {
    write('pkgs/a/package.json', '{}');
    write('pkgs/a/lib/deep/x.js', '');
    expect(packageFolder(join(root, 'pkgs/a/lib/deep/x.js'))).toBe(join(root, 'pkgs/a'));
  });
});
