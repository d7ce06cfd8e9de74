import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { build } from 'esbuild';
import { SVG_COMPONENT_ISSUER, svgComponentModule } from '../svgr.js';

const BULB = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
  <!-- a bulb -->
  <title>Bulb</title>
  <circle cx="12" cy="10" r="7" fill="#ffd54f"/>
  <rect x="9" y="17" width="6" height="4" fill="#888"/>
</svg>`;

/** The module's default export, loaded as the bundles load it (its `react/jsx-runtime` import resolved here). */
async function component(code: string): Promise<ComponentType<Record<string, unknown>>> {
  const out = await build({
    stdin: { contents: code, loader: 'js', resolveDir: process.cwd() },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    external: ['react', 'react/jsx-runtime'],
  });
  const module = { exports: {} as { default: ComponentType<Record<string, unknown>> } };
  // eslint-disable-next-line no-restricted-syntax, @typescript-eslint/no-implied-eval -- a test loading the module it just built
  const run = new Function('require', 'module', 'exports', out.outputFiles[0]!.text) as (r: unknown, m: unknown, e: unknown) => void;
  run(require, module, module.exports);
  return module.exports.default;
}

describe('svgComponentModule: an imported SVG file as Docusaurus makes it (SVGR)', () => {
  it('is a React component drawing the file, optimised by SVGO with its title and viewBox kept, props on <svg>', async () => {
    const Bulb = await component(await svgComponentModule(BULB, '/site/static/img/bulb-on.svg'));
    expect(Bulb.name).toBe('SvgBulbOn');
    const html = renderToStaticMarkup(createElement(Bulb, { className: 'feature', role: 'img' }));
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" class="feature" role="img"><title>Bulb</title><circle cx="12" cy="10" r="7" fill="#ffd54f"></circle><path fill="#888" d="M9 17h6v4H9z"></path></svg>',
    );
  });

  it("takes a `title` prop over the file's title, and the site's svgrConfig over the defaults", async () => {
    const Bulb = await component(await svgComponentModule(BULB, '/site/bulb.svg'));
    expect(renderToStaticMarkup(createElement(Bulb, { title: 'Lit' }))).toContain('<title>Lit</title>');
    const plain = await component(await svgComponentModule(BULB, '/site/bulb.svg', { svgo: false, titleProp: false }));
    // Without SVGO the shapes stay as written.
    expect(renderToStaticMarkup(createElement(plain))).toContain('<rect x="9" y="17" width="6" height="4" fill="#888"></rect>');
  });

  it("applies to what JavaScript, TypeScript and MDX import, not to a stylesheet's url()", () => {
    expect(['a.js', 'a.jsx', 'a.ts', 'a.tsx', 'a.mjs', 'a.mdx', 'a.md'].every((f) => SVG_COMPONENT_ISSUER.test(f))).toBe(true);
    expect(['a.css', 'a.scss', 'a.module.css', 'a.html'].some((f) => SVG_COMPONENT_ISSUER.test(f))).toBe(false);
  });
});
