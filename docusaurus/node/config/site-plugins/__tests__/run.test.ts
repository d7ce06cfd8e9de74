import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { siteConfigFromDocusaurus } from '../../site-folder';
import { tempDir } from '../../../../../pipeline/__tests__/temp-dir';
import { htmlTagsOf } from '../html-tags';
import { themeFoldersByPriority } from '../run';

const PAGES_FIXTURE = resolve(import.meta.dirname, '../../../../../fixtures/docusaurus-site-pages');
const SITE_2 = resolve(import.meta.dirname, '../../../../../fixtures/docusaurus-site-2');

describe("a Docusaurus site's own plugins", () => {
  it("run through Docusaurus's lifecycle: loadContent, contentLoaded's actions, client modules, head tags, theme path", async () => {
    const config = await siteConfigFromDocusaurus(PAGES_FIXTURE, [], true);
    const run = config!.value.sitePlugins!;
    expect(config!.errors).toEqual([]);
    expect(run.globalData).toEqual({ 'orchard-almanac': { default: { varietyCount: 3, frostFreeFrom: 'April 20' } } });
    expect(run.routes).toHaveLength(1);
    const route = run.routes[0]!;
    expect(route).toMatchObject({
      path: '/almanac',
      component: join(PAGES_FIXTURE, 'src/components/AlmanacPage.js'),
      exact: true,
      plugin: { name: 'orchard-almanac', id: 'default' },
    });
    // createData wrote the module the route's `varieties` prop names.
    const varieties = JSON.parse(readFileSync(route.modules.varieties as string, 'utf8')) as { name: string }[];
    expect(varieties.map((v) => v.name)).toEqual(['Crimson Dawn apple', 'Harbour Gold pear', 'Little Ember cherry']);
    expect(run.clientModules).toEqual([join(PAGES_FIXTURE, 'plugins/orchard-almanac/mark-almanac-ready.js')]);
    expect(run.headTags).toEqual([
      { tagName: 'meta', attributes: { name: 'orchard-almanac', content: 'spring edition' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://tiles.orchard.example' } },
    ]);
    expect(run.themePaths).toEqual([join(PAGES_FIXTURE, 'plugins/orchard-almanac/theme')]);
    expect(run.codeTranslations).toEqual({ 'almanac.altitudeNote': 'Bloom dates shift about a week per 100 m of altitude.' });
    // configureWebpack: its aliases, its polyfill plugin's fallback and provided name, and its constants apply.
    const here = (file: string) => join(PAGES_FIXTURE, 'plugins/orchard-almanac', file);
    expect(run.webpack).toEqual({
      aliases: [
        { name: 'almanac', exact: false, target: `${here('')}/` },
        { name: '@orchard/units', exact: true, target: here('units.js') },
      ],
      fallbacks: { os: here('webpack/os-lite.js') },
      provide: { Buffer: [here('webpack/buffer-lite.js'), 'Buffer'] },
      define: { ORCHARD_EDITION: '"spring"', 'process.env.ORCHARD_ZONE': '"7b"' },
    });
    // The plugin is no longer "without effect"; only the parts of configureWebpack that cannot apply are named, with why.
    const warning = config!.warnings.find((w) => w.message.startsWith('these Docusaurus options'))!.message;
    expect(warning).toContain(
      "plugins[1] (orchard-almanac) configureWebpack: module.rules (Vite loads scripts, styles, Sass and assets itself), the webpack plugin OrchardStats (it works on webpack's compilation) (this build bundles with Vite, not webpack)",
    );
    expect(warning).not.toMatch(/plugins\[1\] \(\.\/plugins/);
  });

  it('run once per locale, each with the locale’s context, DOCUSAURUS_CURRENT_LOCALE and translation files, as Docusaurus loads the site per locale', async () => {
    const before = process.env.DOCUSAURUS_CURRENT_LOCALE;
    const ofLocale = async (locale?: string) => {
      const run = (await siteConfigFromDocusaurus(SITE_2, ['docs'], true, { locale }))!.value.sitePlugins!;
      const route = run.routes.find((r) => r.plugin.name === 'relay-maintenance')!;
      return {
        global: run.globalData['relay-maintenance']!.default,
        path: route.path,
        schedule: JSON.parse(readFileSync(route.modules.schedule as string, 'utf8')) as Record<string, unknown>,
        meta: run.headTags.find((t) => t.attributes.name === 'relay-maintenance-locale')?.attributes.content,
      };
    };
    const en = await ofLocale('en');
    const ar = await ofLocale('ar');
    expect(en.global).toEqual({ locale: 'en', envLocale: 'en', baseUrl: '/sub/' });
    expect(ar.global).toEqual({ locale: 'ar', envLocale: 'ar', baseUrl: '/sub/ar/' });
    // The plugin adds its route under the locale's base URL; the pipeline's routes have none (the locale's prefix comes later).
    expect([en.path, ar.path]).toEqual(['/relays', '/relays']);
    expect(en.schedule).toMatchObject({ heading: 'Relay maintenance', configuredFor: 'en', siteBaseUrl: '/sub/', localizationDir: 'i18n/en' });
    // Its translation file from i18n/ar/relay-maintenance/, and its loadContent's own formatting in Arabic.
    expect(ar.schedule).toMatchObject({ heading: 'صيانة خوادم الترحيل', configuredFor: 'ar', siteBaseUrl: '/sub/ar/', localizationDir: 'i18n/ar' });
    expect((ar.schedule.windows as { day: string }[])[0]!.day).toBe(
      new Intl.DateTimeFormat('ar', { weekday: 'long', timeZone: 'UTC' }).format(new Date('2024-06-03T02:00:00Z')),
    );
    expect((en.schedule.windows as { day: string }[])[0]!.day).toBe('Monday');
    expect([en.meta, ar.meta]).toEqual(['en', 'ar']);
    expect(ar.schedule.refreshLabel).toBe('اسحب للتحديث.');
    expect(en.schedule.refreshLabel).toBe('Pull to refresh.');
    // Without a locale (dev mode): the default locale's context, and the environment as it was.
    expect((await ofLocale()).global).toMatchObject({ locale: 'en', baseUrl: '/sub/' });
    expect(process.env.DOCUSAURUS_CURRENT_LOCALE).toBe(before);
  });

  it('report a plugin that throws at its file and line, and a plugin that is not installed as without effect', async () => {
    const dir = tempDir('dcs-plugins-');
    mkdirSync(join(dir, 'plugins'));
    writeFileSync(
      join(dir, 'plugins/broken.js'),
      [
        'module.exports = function broken() {',
        '  return {',
        "    name: 'broken',",
        '    async loadContent() {',
        "      throw new Error('the rain gauge feed is empty');",
        '    },',
        '  };',
        '};',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: ['./plugins/broken.js', 'docusaurus-plugin-not-installed-here'] };\n",
    );
    const config = await siteConfigFromDocusaurus(dir, [], false);
    expect(config!.errors).toEqual([
      {
        file: join(dir, 'plugins/broken.js'),
        line: 5,
        message: 'Docusaurus plugin ./plugins/broken.js (plugins[0]) threw in loadContent: the rain gauge feed is empty',
      },
    ]);
    expect(config!.warnings[0]!.message).toContain('plugins[1] (docusaurus-plugin-not-installed-here: not installed in the site folder)');
  });

  it("validate options as Docusaurus does: the plugin's Joi schema with Docusaurus's own id appended", async () => {
    const dir = tempDir('dcs-plugins-');
    // The Joi a site's plugin gets from @docusaurus/utils-validation (here: the one beside theme-common).
    const validation = createRequire(createRequire(import.meta.url).resolve('@docusaurus/theme-common')).resolve('@docusaurus/utils-validation');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `const { Joi } = require(${JSON.stringify(validation)});
const schema = Joi.object({ id: Joi.string().required(), specPath: Joi.string().required(), depth: Joi.number().default(3) });
const api = (ctx, options) => ({ name: 'api-pages', loadContent: () => options, contentLoaded: ({ content, actions }) => actions.setGlobalData(content) });
api.validateOptions = ({ validate, options }) => validate(schema, options);
module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: [[api, { id: 'rest', specPath: 'a.json' }], [api, { specPath: 'b.json' }], [api, { id: 'not ok', specPath: 'c.json' }]] };
`,
    );
    const config = await siteConfigFromDocusaurus(dir, [], false);
    // A schema requiring \`id\` is given Docusaurus's (\`default\` when absent), and its own defaults apply.
    expect(config!.value.sitePlugins!.globalData).toEqual({
      'api-pages': { rest: { id: 'rest', specPath: 'a.json', depth: 3 }, default: { id: 'default', specPath: 'b.json', depth: 3 } },
    });
    expect(config!.errors.map((e) => e.message)).toEqual([
      'Docusaurus plugin inline plugin api (plugins[2]) threw in its plugin function: Illegal plugin ID value "not ok": it should only contain alphanumerics, underscores, and dashes.',
    ]);
  });

  it('name each lifecycle method that cannot apply here once, with why, and run the rest of the plugin', async () => {
    const dir = tempDir('dcs-plugins-');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `const tooling = () => ({
  name: 'tooling',
  loadContent: () => 'ran',
  contentLoaded: ({ content, actions }) => actions.setGlobalData(content),
  configureWebpack: () => ({ output: { publicPath: '/cdn/' } }),
  configurePostCss: (options) => options,
  extendCli: () => {},
  getPathsToWatch: () => ['data/**'],
});
module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: [tooling] };
`,
    );
    const config = await siteConfigFromDocusaurus(dir, [], false);
    expect(config!.value.sitePlugins!.globalData).toEqual({ tooling: { default: 'ran' } });
    const warning = config!.warnings[0]!.message;
    for (const method of ['configurePostCss', 'extendCli', 'getPathsToWatch'])
      expect(warning.match(new RegExp(`plugins\\[0\\] \\(tooling\\) ${method} \\(`, 'g'))).toHaveLength(1);
    // configureWebpack is read: only what it sets that has no counterpart is named.
    expect(warning).toContain('plugins[0] (tooling) configureWebpack: output (this build bundles with Vite, not webpack)');
    expect(warning).toContain('extendCli (this build has its own command line)');
    expect(warning).toContain('getPathsToWatch (dev mode watches the content folders only)');
  });

  it('give global data per plugin id, validate options, call allContentLoaded with every plugin content, and layer theme folders', async () => {
    const dir = tempDir('dcs-plugins-');
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `const counter = (ctx, options) => ({
  name: 'counter',
  loadContent: () => options.start,
  contentLoaded: ({ content, actions }) => actions.setGlobalData({ content, site: ctx.siteConfig.title }),
  getThemePath: () => './theme-' + options.id,
  allContentLoaded: ({ allContent, actions }) => actions.addRoute({ path: '/sub/count-' + options.id, component: './Count.js', exact: true, props: { all: allContent.counter } }),
});
counter.validateOptions = ({ options }) => ({ start: 0, ...options });
module.exports = { title: 'Tally', url: 'https://t.example', baseUrl: '/sub/', clientModules: ['./tally-client.js'], plugins: [[counter, { id: 'a', start: 2 }], [counter, { id: 'b' }]] };
`,
    );
    const run = (await siteConfigFromDocusaurus(dir, [], false))!.value.sitePlugins!;
    expect(run.globalData).toEqual({ counter: { a: { content: 2, site: 'Tally' }, b: { content: 0, site: 'Tally' } } });
    // Routes lose the base URL, as every route of the pipeline.
    expect(run.routes.map((r) => [r.path, r.props])).toEqual([
      ['/count-a', { all: { a: 2, b: 0 } }],
      ['/count-b', { all: { a: 2, b: 0 } }],
    ]);
    // A later plugin's theme component replaces an earlier one's, as Docusaurus layers theme aliases.
    expect(themeFoldersByPriority(run)).toEqual([join(dir, 'theme-b'), join(dir, 'theme-a')]);
    // The config's own clientModules, from the site folder.
    expect(run.clientModules).toEqual([join(dir, 'tally-client.js')]);
  });
});

describe('injectHtmlTags values', () => {
  it('take strings of HTML (parsed, never injected), tag objects and lists of either', () => {
    expect(
      htmlTagsOf([
        '<meta name="a" content="b"><script src="/x.js" async></script>',
        { tagName: 'link', attributes: { rel: 'icon', href: '/i.png', hidden: false, 'data-x': true } },
      ]),
    ).toEqual([
      { tagName: 'meta', attributes: { name: 'a', content: 'b' } },
      { tagName: 'script', attributes: { src: '/x.js', async: true } },
      { tagName: 'link', attributes: { rel: 'icon', href: '/i.png', 'data-x': true } },
    ]);
    expect(htmlTagsOf('<script>window.x = 1</script>')).toEqual([{ tagName: 'script', attributes: {}, innerHTML: 'window.x = 1' }]);
    expect(htmlTagsOf(undefined)).toEqual([]);
  });
});
