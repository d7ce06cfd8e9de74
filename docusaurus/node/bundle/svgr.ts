import type { Config } from '@svgr/core';
import { transform as esbuild } from 'esbuild';
import { basename } from 'node:path';

/**
 * Docusaurus's SVGR options (`@docusaurus/plugin-svgr`, 3.7+, and core's webpack rule before it):
 * SVGO's default preset keeping `<title>` and `viewBox`, and a `title` prop; a site's `svgrConfig`
 * goes over them.
 */
const DOCUSAURUS_SVGR: Config = {
  prettier: false,
  svgo: true,
  svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }] },
  titleProp: true,
};

/** Docusaurus turns an SVG file into a React component when JavaScript, TypeScript or MDX imports it (not CSS, whose `url()` stays a file). */
export const SVG_COMPONENT_ISSUER = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

/** `lamp-on.svg` → `SvgLampOn`, SVGR's own naming, so a React warning names the file. */
function componentName(file: string): string {
  const words = basename(file, '.svg')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return `Svg${words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`;
}

/**
 * An SVG file as the module Docusaurus makes of it for code that imports it: its default export a
 * React component drawing the SVG (props go on `<svg>`, `title` replaces its title), as ES module
 * JavaScript with React's automatic JSX runtime.
 */
export async function svgComponentModule(svg: string, file: string, svgrConfig: Config = {}): Promise<string> {
  const { svgr, svgo, jsx } = await svgrPackages();
  const code = await svgr(
    svg,
    { ...DOCUSAURUS_SVGR, ...svgrConfig, plugins: [svgo, jsx], jsxRuntime: 'automatic', exportType: 'default' },
    { filePath: file, componentName: componentName(file) },
  );
  return (await esbuild(code, { loader: 'jsx', jsx: 'automatic', format: 'esm', sourcefile: file })).code;
}

/**
 * SVGR and its plugins, loaded on the first SVG a page imports: with SVGO and Babel they take about
 * 430 ms to load, which every compile (each worker thread, and a warm build's one changed page)
 * paid before, SVG or not.
 */
async function svgrPackages() {
  const [{ transform }, svgo, jsx] = await Promise.all([import('@svgr/core'), import('@svgr/plugin-svgo'), import('@svgr/plugin-jsx')]);
  return { svgr: transform, svgo: svgo.default, jsx: jsx.default };
}
