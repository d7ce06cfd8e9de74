import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { transform } from 'esbuild';
import { colorModeScriptDefines } from '../chrome-use';

/** web/public/color-mode.js as a build writes it for a site (its defines), run on a page with these attributes and storage. */
async function run(define: Record<string, string> | null, attributes: Record<string, string>, stored: string | null, systemDark = false) {
  const source = readFileSync(join(import.meta.dirname, '..', '..', '..', 'web', 'public', 'color-mode.js'), 'utf8');
  const code = define ? (await transform(source, { minify: true, loader: 'js', legalComments: 'none', define })).code : source;
  const attrs = { ...attributes };
  const documentElement = {
    getAttribute: (k: string) => attrs[k] ?? null,
    hasAttribute: (k: string) => k in attrs,
    setAttribute: (k: string, v: string) => (attrs[k] = v),
  };
  const window = { localStorage: { getItem: (k: string) => (k === 'theme' ? stored : null) }, matchMedia: () => ({ matches: systemDark }) };
  runInNewContext(code, { document: { documentElement }, window });
  return attrs;
}

const use = (systemColorMode: boolean) => colorModeScriptDefines({ systemColorMode } as Parameters<typeof colorModeScriptDefines>[0]);

describe('color-mode.js, before first paint', () => {
  const page = { 'data-default-mode': 'light', 'data-follow-system': 'true', 'data-theme-choice': 'system' };

  it("with the toggle's system mode: a stored mode is the reader's choice, none leaves the system's (the build's attribute)", async () => {
    expect(await run(use(true), page, 'dark')).toMatchObject({ 'data-theme': 'dark', 'data-theme-choice': 'dark' });
    expect(await run(use(true), page, null, true)).toMatchObject({ 'data-theme': 'dark', 'data-theme-choice': 'system' });
    expect(await run(use(true), page, 'purple')).toMatchObject({ 'data-theme': 'light', 'data-theme-choice': 'system' });
  });

  it('writes no choice for a site without it; the dev server’s copy (no defines) reads the page', async () => {
    const twoState = { 'data-default-mode': 'light', 'data-follow-system': 'true' };
    expect(await run(use(false), twoState, 'dark')).toEqual({ ...twoState, 'data-theme': 'dark' });
    expect(await run(null, twoState, 'dark')).toEqual({ ...twoState, 'data-theme': 'dark' });
    expect(await run(null, page, 'light')).toMatchObject({ 'data-theme-choice': 'light' });
    expect(colorModeScriptDefines(null)).toEqual({});
  });
});
