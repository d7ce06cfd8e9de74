import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Rollup } from 'vite';
import { themeModules } from '../theme-modules';
import { themeComponents } from '../swizzles';
import { unsupportedModules } from '../../bundle/unsupported-modules';
import { routeComponentInstance, routeComponentsModule } from '../route-components';
import { writeSmallViteProject } from '../../../../pipeline/bundle/__tests__/small-vite-project';
import { SMALL_REACT } from './small-react';

let work: string;
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
};

/**
 * Real Vite builds of a small app laid out as this one: the chrome's doc page draws its column with
 * `DocItemLayout` (the `DocItem` slot), and the `api` docs instance names its own route component,
 * `@theme/ApiItem` (the site's `src/theme`), with React as small as the generated modules use it.
 * The app's route loader awaits what a page needs.
 */
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'route-components-'));
  put('react.js', SMALL_REACT);
  put('app/compat/slot-props.js', 'export const SlotProps = { Provider: (p) => p.children };\n');
  put('app/compat/adapters.js', 'export const docItem = (p) => ({ content: "CONTENT-" + p.chunk.id });\n');
  put(
    'app/theme/DocItem/Layout.js',
    "export function DocItemLayout(p) { return 'THEME-DOC-ITEM-' + p.chunk.id; }\nexport const layoutHelper = 'LAYOUT-HELPER';\n",
  );
  put(
    'app/doc-page.js',
    "import { DocItemLayout, layoutHelper } from './theme/DocItem/Layout.js';\nexport const page = (chunk) => [DocItemLayout({ chunk }), layoutHelper];\n",
  );
  // The app's route loader: a page renders once what it needs is loaded.
  put(
    'app/route-loader.js',
    "import { loadRouteComponentFor } from 'virtual:route-components';\nimport { page } from './doc-page.js';\nexport const show = async (chunk) => { await loadRouteComponentFor({ kind: 'doc', ...chunk }); return page(chunk); };\n",
  );
  put('site/src/theme/ApiItem.js', "export default function ApiItem(p) { return 'SITE-API-ITEM-' + p.content; }\n");
  writeSmallViteProject(join(work, 'site'), {
    'main.js': "import { show } from '../app/route-loader.js';\nexport { show };\nglobalThis.shown = show({ id: 'x', pluginId: 'default' });\n",
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function config(docItemComponents: Record<string, string>, ssr: boolean): InlineConfig {
  return {
    root: join(work, 'site'),
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [{ find: /^react$/, replacement: join(work, 'react.js') }] },
    plugins: [
      // The check that a site's code imports no module of the chrome's own: the generated modules may.
      unsupportedModules({ themeDir: join(work, 'app/theme'), displayRoot: work, siteDir: join(work, 'site') }),
      themeModules({
        themeDir: join(work, 'app/theme'),
        appDir: join(work, 'app'),
        compatDir: join(work, 'app/compat'),
        provided: {},
        slots: {
          DocItem: { file: join(work, 'app/theme/DocItem/Layout.js'), exportName: 'DocItemLayout', in: [join(work, 'app/doc-page.js')], props: 'docItem' },
        },
        components: themeComponents([join(work, 'site/src/theme')]),
        slotPropsFile: join(work, 'app/compat/slot-props.js'),
        adaptersFile: join(work, 'app/compat/adapters.js'),
        displayRoot: join(work, 'site'),
        docItemComponents,
      }),
    ],
    ...(ssr ? { ssr: { noExternal: true } } : {}),
    build: ssr
      ? { ssr: join(work, 'site/main.js'), outDir: join(work, 'out-ssr'), emptyOutDir: true, minify: false }
      : { outDir: join(work, 'out'), emptyOutDir: true, write: false, minify: false },
  };
}

describe("a docs instance's docItemComponent", () => {
  it("is a chunk of its own in the browser's bundle, which the other instances' pages do not load", async () => {
    const out = (await build(config({ api: '@theme/ApiItem' }, false))) as Rollup.RollupOutput;
    const chunks = out.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    const entry = chunks.find((c) => c.isEntry)!;
    const api = chunks.filter((c) => c.code.includes('SITE-API-ITEM'));
    expect(api).toHaveLength(1);
    expect(api[0]!.isEntry).toBe(false);
    expect(entry.dynamicImports).toContain(api[0]!.fileName);
    // The page's own column and the chrome module's other exports stay in the entry.
    expect(entry.code).toContain('THEME-DOC-ITEM-');
    expect(entry.code).toContain('LAYOUT-HELPER');
    expect(entry.code).not.toContain('SITE-API-ITEM');
    // Without a docItemComponent there is no chooser: the chrome's module as it is.
    const plain = (await build(config({}, false))) as Rollup.RollupOutput;
    expect(plain.output.filter((o) => o.type === 'chunk')).toHaveLength(1);
    expect(plain.output[0].code).not.toContain('OfInstance');
  });

  it("draws that instance's docs with it, with Docusaurus's props, and the other instances' docs with the chrome's column", async () => {
    const ssr = (await build(config({ api: '@theme/ApiItem' }, true))) as Rollup.RollupOutput;
    // The prerenderer's bundle imports the component at once: one module, nothing to wait for.
    expect(ssr.output.map((o) => o.fileName)).toEqual(['main.mjs']);
    const { show } = (await import(pathToFileURL(join(work, 'out-ssr/main.mjs')).href)) as { show: (chunk: object) => Promise<unknown[]> };
    // (The small React's providers return their children as arrays: flattened, the drawing in order.)
    const drawn = async (chunk: object) => (await show(chunk)).flat(Infinity);
    expect(await drawn({ id: 'get-pets', pluginId: 'api' })).toEqual(['SITE-API-ITEM-CONTENT-get-pets', 'LAYOUT-HELPER']);
    expect(await drawn({ id: 'intro', pluginId: 'default' })).toEqual(['THEME-DOC-ITEM-intro', 'LAYOUT-HELPER']);
    // An id that is a property of every object is no instance's.
    expect(await drawn({ id: 'odd', pluginId: 'constructor' })).toEqual(['THEME-DOC-ITEM-odd', 'LAYOUT-HELPER']);
  });

  it('imports the components when their pages load in the browser, and at once in the prerenderer', () => {
    const options = { instances: ['api'], exportName: 'DocItemLayout' };
    const client = routeComponentsModule({ ...options, side: 'client' });
    const server = routeComponentsModule({ ...options, side: 'server' });
    expect(client).not.toMatch(/^import /m);
    expect(client).toContain('"api": () => import("\\u0000theme-route-component-fill:api")');
    expect(server).toMatch(/^import \{ DocItemLayout as Instance0 \} from "\\u0000theme-route-component-fill:api";$/m);
  });

  it("is found in Vite's build manifest by its module, for the prerendered pages of its instance", () => {
    expect(routeComponentInstance('../theme-route-component-fill:api')).toBe('api');
    expect(routeComponentInstance('../../theme-route-component-fill:field-notes')).toBe('field-notes');
    expect(routeComponentInstance('pages/DocPage.tsx')).toBeNull();
  });
});
