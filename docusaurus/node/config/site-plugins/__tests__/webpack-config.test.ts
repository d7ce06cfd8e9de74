import { describe, expect, it } from 'vitest';
import { aliasedImport, builtinFallback, configureWebpackOf, mergeTranslations } from '../webpack-config';

/** Shaped as webpack's own: the plugins keep what they were given as `definitions`. */
class ProvidePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
  apply() {}
}
class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
  apply() {}
}

interface Config {
  resolve: { alias: Record<string, unknown> };
  module: { rules: unknown[] };
}
const configure = (fn: (config: Config, isServer: boolean, utils: Record<string, unknown>) => unknown) => configureWebpackOf(fn as never, {}, null, '/site');

describe("a site plugin's configureWebpack", () => {
  it('gives its aliases in order: a name and its subpaths, `name$` for the name alone, false for an empty module, a list for its first entry', () => {
    const { translation, unapplied } = configure(() => ({
      resolve: { alias: { lib: '/site/lib', units$: '/site/units.js', heavy: false, twice: ['/a', '/b'] } },
    }));
    expect(unapplied).toEqual([]);
    expect(translation.aliases).toEqual([
      { name: 'lib', exact: false, target: '/site/lib' },
      { name: 'units', exact: true, target: '/site/units.js' },
      { name: 'heavy', exact: false, target: false },
      { name: 'twice', exact: false, target: '/a' },
    ]);
    expect(aliasedImport('lib', translation.aliases)).toEqual({ target: '/site/lib' });
    expect(aliasedImport('lib/a/b.js', translation.aliases)).toEqual({ target: '/site/lib/a/b.js' });
    expect(aliasedImport('library', translation.aliases)).toBeNull();
    expect(aliasedImport('dir/x.js', [{ name: 'dir', exact: false, target: '/site/dir/' }])).toEqual({ target: '/site/dir/x.js' });
    expect(aliasedImport('units', translation.aliases)).toEqual({ target: '/site/units.js' });
    expect(aliasedImport('units/x', translation.aliases)).toBeNull();
    expect(aliasedImport('heavy/part', translation.aliases)).toEqual({ target: false });
  });

  it('reads aliases written as a list of { name, alias, onlyModule }, and aliases a plugin adds to the config it is handed', () => {
    const listed = configure(() => ({
      resolve: {
        alias: [
          { name: 'a', alias: '/x' },
          { name: 'b', alias: '/y', onlyModule: true },
        ],
      },
    }));
    expect(listed.translation.aliases).toEqual([
      { name: 'a', exact: false, target: '/x' },
      { name: 'b', exact: true, target: '/y' },
    ]);
    const mutated = configure((config) => {
      config.resolve.alias.shared = '/site/shared';
    });
    expect(mutated.translation.aliases).toEqual([{ name: 'shared', exact: false, target: '/site/shared' }]);
  });

  it("applies a webpack plugin that only adds to the compiler's options, as a polyfill plugin does, and reads the ProvidePlugin it adds", () => {
    class Polyfills {
      apply(compiler: { options: { plugins: unknown[]; resolve: { fallback: Record<string, unknown> } } }) {
        compiler.options.plugins.push(new ProvidePlugin({ Buffer: ['buffer/', 'Buffer'], process: 'process/browser' }));
        compiler.options.resolve.fallback = { ...compiler.options.resolve.fallback, zlib: '/p/zlib.js', fs: false };
      }
    }
    const { translation, unapplied } = configure(() => ({ plugins: [new Polyfills()] }));
    expect(unapplied).toEqual([]);
    expect(translation.provide).toEqual({ Buffer: ['buffer/', 'Buffer'], process: 'process/browser' });
    expect(translation.fallbacks).toEqual({ zlib: '/p/zlib.js', fs: false });
    // Only Node's own modules fall back: the browser's bundle cannot resolve those, and everything else resolves as usual.
    expect(builtinFallback('zlib', translation.fallbacks)).toEqual({ target: '/p/zlib.js' });
    expect(builtinFallback('node:zlib', translation.fallbacks)).toEqual({ target: '/p/zlib.js' });
    expect(builtinFallback('fs', translation.fallbacks)).toEqual({ target: false });
    expect(builtinFallback('path', translation.fallbacks)).toBeNull();
  });

  it("reads DefinePlugin's constants as code, nested objects as dotted names", () => {
    const { translation } = configure(() => ({
      plugins: [new DefinePlugin({ VERSION: '"1.2"', DEBUG: false, 'process.env': { API: JSON.stringify('https://api.example') } })],
    }));
    expect(translation.define).toEqual({ VERSION: '"1.2"', DEBUG: 'false', 'process.env.API': '"https://api.example"' });
  });

  it('names what cannot apply: loader rules, other config keys, a plugin working on the compilation, a deep ProvidePlugin path', () => {
    class Stats {
      apply(compiler: { hooks: { done: { tap: (n: string, f: () => void) => void } } }) {
        compiler.hooks.done.tap('Stats', () => {});
      }
    }
    const { translation, unapplied } = configure(() => ({
      module: { rules: [{ test: /\.txt$/, use: 'raw-loader' }] },
      optimization: { splitChunks: false },
      resolve: { alias: { a: '/a' }, symlinks: false },
      plugins: [new Stats(), new ProvidePlugin({ deep: ['lib', 'a', 'b'] })],
      devServer: { port: 1 },
      mergeStrategy: { 'module.rules': 'prepend' },
    }));
    expect(unapplied).toEqual([
      'module.rules (Vite loads scripts, styles, Sass and assets itself)',
      'optimization',
      'resolve.symlinks',
      "the webpack plugin Stats (it works on webpack's compilation)",
      "ProvidePlugin's deep (only a module or one export of it can be provided here)",
    ]);
    expect(translation.aliases).toEqual([{ name: 'a', exact: false, target: '/a' }]);
  });

  it("is called for the client's bundle, with Docusaurus's utils", () => {
    let seen: unknown[] = [];
    configure((config, isServer, utils) => {
      seen = [isServer, typeof utils.getStyleLoaders, typeof utils.getJSLoader, Array.isArray(config.module.rules)];
    });
    expect(seen).toEqual([false, 'function', 'function', true]);
  });

  it("merges plugins in order: a later plugin's alias of a name replaces an earlier one's", () => {
    const first = configure(() => ({ resolve: { alias: { a: '/one', b: '/b' } } })).translation;
    const second = configure(() => ({ resolve: { alias: { a: '/two' } }, plugins: [new DefinePlugin({ X: '1' })] })).translation;
    const merged = mergeTranslations([first, second]);
    expect(merged.aliases).toEqual([
      { name: 'b', exact: false, target: '/b' },
      { name: 'a', exact: false, target: '/two' },
    ]);
    expect(merged.define).toEqual({ X: '1' });
  });
});
