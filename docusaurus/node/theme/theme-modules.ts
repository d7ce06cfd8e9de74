import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { themeImport, wrappedThemeFile, type PluginThemeLayers } from './swizzles.js';
import { slotName, type ChromeComposition, type ChromeSlot } from './chrome-slots.js';
import { LEGACY_PART, legacyPartModule, withLegacyParts, type LegacyPart } from './legacy-names.js';
import { COMPOSED_ADMONITION, composedAdmonitionSource, swizzlesAdmonitionPart } from './composed-admonition.js';
import {
  NO_ROUTE_COMPONENTS,
  ROUTE_COMPONENT,
  ROUTE_COMPONENT_FILL,
  ROUTE_COMPONENTS,
  routeComponentModule,
  routeComponentsModule,
} from './route-components.js';

export type { ChromeComposition, ChromeSlot };

const SLOT = '\0theme-slot:';
const ORIGINAL = '\0theme-original:';
const NESTED = '\0theme-nested:';
const COMPOSED = '\0theme-composed:';
const SOURCE_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/**
 * Where the client bundle (browser and prerenderer) finds `@theme/*`, `@theme-original/*` and
 * `@theme-init/*`, as Docusaurus's theme aliases layer them:
 *
 * - `@theme/X` is the site's own component when the site has one (`components`, its swizzles from
 *   `src/theme`, `theme/swizzles.ts`), else the compatibility layer's `X` with Docusaurus's props
 *   (`provided`), else this theme's own module of that path (a site in this project's own format
 *   imports those; for a Docusaurus site `bundle/unsupported-modules.ts` names it as not provided).
 * - `@theme-original/X` and `@theme-init/X` skip the site's component: what a wrapping swizzle wraps.
 * - This theme's chrome (`web/`, outside the compatibility layer) draws the parts Docusaurus renders
 *   through `@theme/<Name>` with its own modules (`slots`, `theme/chrome-slots.ts`). For a site that
 *   swizzles one of those names, the chrome's import of that module (by any spelling: `@theme/X` or
 *   a relative path) is a small generated module that renders the site's component (given
 *   Docusaurus's props) inside the slot's props (`docusaurus/client/theme/slot-props.ts`), where
 *   `@theme-original/X` (generated too: the chrome's part with the slot's props) and the
 *   compatibility layer's parts (`Navbar/Layout`, `useDoc()`) find them; the module's other exports
 *   are the chrome module's own. Not swizzled, the import is the chrome's own module: a site that
 *   swizzles nothing bundles nothing more.
 * - The site's own import of a name it swizzles that the chrome also draws (a page's `@theme/Layout`)
 *   is `nestedModule`: inside the chrome's slot of that name, the compatibility layer's part, so
 *   the site's `Layout` around every route is not drawn a second time around the page.
 * - A site on a theme-classic release that still draws an old name (`CodeBlock/CopyButton` before
 *   3.8, `legacy-names.ts`) and swizzles it has that component drawn as its swizzle of the later
 *   part, with the old name's props (`legacyParts`); its `@theme-original/<old name>` is the
 *   compatibility layer's. Without such a swizzle nothing changes.
 */
export function themeModules(options: {
  themeDir: string;
  /** The app's own folder (`web/`): its files outside `compatDir` are the chrome. */
  appDir: string;
  compatDir: string;
  provided: Record<string, string>;
  /** Theme name → the chrome's module drawing it (absolute paths; `in`: the chrome files rendering it as that part). */
  slots: Readonly<Record<string, ChromeSlot>>;
  /** The chrome's module → the compatibility layer's drawing of it through its parts (`CHROME_COMPOSITIONS`; absolute paths). */
  compositions?: Readonly<Record<string, ChromeComposition>>;
  /** Compatibility modules whose imports of the chrome's modules resolve as the chrome's (`COMPAT_CHROME_DRAWERS`; absolute paths). */
  chromeDrawers?: readonly string[];
  components: ReadonlyMap<string, string>;
  /**
   * The site's swizzles of old theme-classic names its release still draws (`legacy-names.ts`): each
   * is the site's component of the later part it stands for, drawn with the old name's props from
   * `legacyAdaptersFile`'s adapters. None: the site's components as they are.
   */
  legacyParts?: readonly LegacyPart[];
  legacyAdaptersFile?: string;
  /** The site's plugins' theme folders' components: what `@theme-original/X` and `@theme-init/X` are when one has `X`. */
  pluginLayers?: PluginThemeLayers;
  slotPropsFile: string;
  /** The module whose named exports turn a slot's chrome props into Docusaurus's props (`ChromeSlot.props`). */
  adaptersFile?: string;
  /**
   * The module whose `ThemeCommonProviders` put the site's own `@docusaurus/theme-common` contexts
   * around a site component (`useDoc()` of the site's theme-common reads its own `DocProvider`).
   */
  providersFile?: string;
  /** Files are named relative to it in errors (the site folder). */
  displayRoot: string;
  /**
   * Docs instance id → its `docItemComponent` (`'@theme/ApiItem'`): the component that draws that
   * instance's docs where the chrome draws `DocItem` (`route-components.ts`).
   */
  docItemComponents?: Readonly<Record<string, string>>;
}): Plugin {
  const legacy = new Map((options.legacyParts ?? []).map((part) => [part.name, part]));
  const swizzled = withLegacyParts(options.components, options.legacyParts ?? []);
  const under = (file: string, dir: string) => file.startsWith(`${dir}${sep}`) || file.startsWith(`${dir}/`);
  // A composition that stands for a chrome module in full (`ChromeComposition.chrome`): its imports
  // of the chrome's modules are resolved as that module's are, so the slots a site fills inside it apply.
  const standsFor = new Map(
    Object.entries(options.compositions ?? {})
      .filter(([, c]) => c.chrome)
      .map(([file, c]) => [c.module, file]),
  );
  const drawers = new Set(options.chromeDrawers ?? []);
  const isChrome = (importer: string | undefined): importer is string =>
    !!importer &&
    !importer.startsWith('\0') &&
    ((under(importer, options.appDir) && !under(importer, options.compatDir)) || standsFor.has(importer) || drawers.has(importer));
  // The slots the site fills, by the chrome module that draws them.
  const filled = new Map<string, string[]>();
  for (const [name, slot] of Object.entries(options.slots)) {
    if (!swizzled.has(slotName(name, slot))) continue;
    filled.set(slot.file, [...(filled.get(slot.file) ?? []), name]);
  }
  // The chrome's modules drawn through their parts, for a site that swizzles one of those parts.
  const composing = new Map(
    Object.entries(options.compositions ?? {})
      .filter(([, c]) => c.parts.some((part) => swizzled.has(part)))
      .map(([file, c]) => [file, c.module]),
  );
  // A composed module draws the chrome file it replaces: the chrome modules it imports by a relative
  // path are resolved as that file's imports are (a site's `DocItem` inside the composed `DocPage`),
  // all but that file itself (what the composed module may draw as it is).
  const standIn = new Map([...composing].map(([file, module]) => [module, file]));
  // Two names for one part (`DocItem/Paginator` and `DocPaginator`, `DocItem/TOC/Desktop` and `TOC`):
  // the outer wins, and its `@theme-original` draws the inner one. Outer is a name limited to some
  // files (`in`) over a general one, else the one listed first.
  const order = Object.keys(options.slots);
  const rank = (n: string) => (options.slots[n]!.in ? 0 : order.length) + order.indexOf(n);
  /** The generated module for `file` imported by `importer`, when the site fills a slot it draws there. */
  const slotModule = (file: string, importer: string): string | null => {
    const as = standsFor.get(importer) ?? importer;
    const names = (filled.get(file) ?? []).filter((n) => !options.slots[n]!.in || options.slots[n]!.in.includes(as));
    const byExport = new Map<string, string>();
    for (const n of names.sort((a, b) => rank(a) - rank(b))) if (!byExport.has(options.slots[n]!.exportName)) byExport.set(options.slots[n]!.exportName, n);
    return byExport.size > 0 ? `${SLOT}${[...byExport.values()].sort().join(',')}` : null;
  };
  /** What the outer of two filled names for one part wraps: the inner one's slot, drawn wherever the outer is. */
  const innerSlot = (name: string): string | null => {
    const outer = options.slots[name]!;
    const inner = (filled.get(outer.file) ?? [])
      .filter((n) => n !== name && rank(n) > rank(name) && options.slots[n]!.exportName === outer.exportName)
      .filter((n) => !options.slots[n]!.in || ((outer.in ?? []).every((f) => options.slots[n]!.in!.includes(f)) && !!outer.in))
      .sort((a, b) => rank(a) - rank(b));
    return inner.length > 0 ? `${SLOT}${inner[0]}` : null;
  };
  const display = (file: string): string =>
    file.startsWith(LEGACY_PART)
      ? display(legacy.get(file.slice(LEGACY_PART.length))!.file)
      : isAbsolute(file)
        ? relative(options.displayRoot, file).split(sep).join('/')
        : file;
  // Where the chrome draws `DocItem` (the doc page's column), a module choosing by the page's docs
  // instance between its `docItemComponent` and what that import is without one (`routeBase`).
  const docItemComponents = options.docItemComponents ?? {};
  const routeSlot = Object.keys(docItemComponents).length > 0 ? options.slots.DocItem : undefined;
  let routeBase: string | undefined;
  /** `drawn` (the module the chrome's import of `file` from `as` is otherwise), or the route component's module in its place. */
  const viaRoute = (file: string, as: string, drawn: string | null): string | null => {
    if (!routeSlot || file !== routeSlot.file || !(routeSlot.in ?? []).includes(as)) return drawn;
    routeBase = drawn ?? file;
    return ROUTE_COMPONENT;
  };
  /** The slots that are the part `name` (its own key, and the keys naming it: `ChromeSlot.name`), its own first. */
  const places = (name: string): string[] =>
    order.filter((key) => slotName(key, options.slots[key]!) === name).sort((a, b) => Number(a !== name) - Number(b !== name));
  // A site swizzling a part of the admonition gets it drawn through its parts (`composed-admonition.ts`).
  // `@theme-original/Admonition` too: what a site's wrapper wraps is Docusaurus's, drawn through the parts.
  const composed = (name: string, original = false): string | null =>
    COMPOSED_ADMONITION.has(name) && (original || !swizzled.has(name)) && swizzlesAdmonitionPart(swizzled.keys()) ? `${COMPOSED}${name}` : null;
  return {
    name: 'theme-modules',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      // The inner slot an outer one's `@theme-original` draws (`innerSlot`); an instance's route component.
      if (source.startsWith(SLOT) || source.startsWith(ROUTE_COMPONENT_FILL) || source.startsWith(LEGACY_PART)) return source;
      if (source === ROUTE_COMPONENTS) return `\0${ROUTE_COMPONENTS}`;
      const wanted = themeImport(source);
      if (!wanted) {
        // The chrome's own import of a module drawing a slot the site fills (`../theme/TOC`). A
        // composed module's relative import is the chrome file's it stands in for (`standIn`).
        const from = (importer && standIn.get(importer)) ?? importer;
        if ((!filled.size && !composing.size && !routeSlot) || !isChrome(from) || !source.startsWith('.')) return null;
        const base = resolve(dirname(importer!), source);
        const file = SOURCE_EXTENSIONS.map((ext) => base + ext).find((f) => f !== from && (filled.has(f) || composing.has(f) || f === routeSlot?.file));
        return file ? viaRoute(file, standsFor.get(from) ?? from, slotModule(file, from) ?? composing.get(file) ?? null) : null;
      }
      const { name } = wanted;
      const chrome = isChrome(importer) ? importer : null;
      const slot = chrome ? options.slots[name] : undefined;
      const own = wanted.kind === 'theme' ? swizzled.get(name) : undefined;
      // What a wrapper wraps, when a theme the site lists has it (`wrappedThemeFile`): that theme's file.
      const wrapped = wrappedThemeFile(options.pluginLayers, wanted, importer, !!options.provided[name]);
      if (wrapped) return wrapped;
      if (chrome && slot) {
        const drawn = slotModule(slot.file, chrome) ?? composed(name) ?? composing.get(slot.file) ?? null;
        return viaRoute(slot.file, standsFor.get(chrome) ?? chrome, drawn) ?? slot.file;
      }
      if (composed(name, wanted.kind === 'original')) return composed(name, wanted.kind === 'original');
      // A site's page (or another swizzle) rendering a filled slot's part: inside the chrome's own
      // drawing of it (the site's `Layout` around every page) the part itself, not the site's again.
      if (own && own !== importer && options.slots[name] && !options.slots[name].nests && options.provided[name]) return `${NESTED}${name}`;
      if (own && own !== importer) return own;
      // What a swizzle of a part the chrome draws wraps: that part, with the props the chrome gave it.
      if (wanted.kind === 'original' && places(name).length > 0 && swizzled.has(name)) return `${ORIGINAL}${name}`;
      if (options.provided[name]) return options.provided[name];
      return this.resolve(resolve(options.themeDir, name), importer, { ...resolveOptions, skipSelf: true });
    },
    load(id, loadOptions) {
      if (id === `\0${ROUTE_COMPONENTS}`) {
        if (!routeSlot) return NO_ROUTE_COMPONENTS;
        return routeComponentsModule({
          instances: Object.keys(docItemComponents),
          exportName: routeSlot.exportName,
          side: loadOptions?.ssr ? 'server' : 'client',
        });
      }
      if (id === ROUTE_COMPONENT && routeSlot && routeBase) return routeComponentModule({ base: routeBase, exportName: routeSlot.exportName });
      if (id.startsWith(ROUTE_COMPONENT_FILL) && routeSlot) {
        // The instance's component in the `DocItem` slot, as a site's own `DocItem` fills it.
        const site = docItemComponents[id.slice(ROUTE_COMPONENT_FILL.length)]!;
        return fillingModule([{ key: 'DocItem', slot: routeSlot, site }], options, display);
      }
      if (id.startsWith(COMPOSED)) return composedAdmonitionSource(id.slice(COMPOSED.length));
      // The site's component of an old name where its later part is drawn, with the old name's props.
      if (id.startsWith(LEGACY_PART) && options.legacyAdaptersFile)
        return legacyPartModule(legacy.get(id.slice(LEGACY_PART.length))!, options.legacyAdaptersFile);
      if (id.startsWith(NESTED)) {
        const name = id.slice(NESTED.length);
        return nestedModule(name, swizzled.get(name)!, options.provided[name]!, options.slotPropsFile);
      }
      if (id.startsWith(ORIGINAL)) {
        const name = id.slice(ORIGINAL.length);
        // A wrapper's original is drawn through the parts the site swizzles too (`composing`).
        const drawn = places(name).map((key) => ({ key, slot: options.slots[key]!, inner: innerSlot(key) ?? composing.get(options.slots[key]!.file) ?? null }));
        return originalModule(name, drawn, options.provided[name], options.slotPropsFile);
      }
      if (!id.startsWith(SLOT)) return null;
      const names = id.slice(SLOT.length).split(',');
      return fillingModule(
        names.map((key) => ({ key, slot: options.slots[key]!, site: swizzled.get(slotName(key, options.slots[key]!))! })),
        options,
        display,
      );
    },
  };
}

/**
 * The chrome's module with the slots the site fills replaced by the site's swizzled. Docusaurus
 * renders `@theme/Navbar` and the like without props, reading what they show from its contexts; the
 * site's component gets Docusaurus's props (the slot's adapter), and the chrome's props reach the
 * theme's parts it renders (`@theme-original/X`, `Navbar/Content`, `useDoc()`) through the
 * slot-props context. A function component is called in the slot's own render (its hooks are the
 * slot's), so a throw while prerendering (where no error boundary catches) names the site's file;
 * in the browser a throw passes unchanged, as what React's `use()` throws to suspend must.
 */
function fillingModule(
  filled: { key: string; slot: ChromeSlot; site: string }[],
  files: { slotPropsFile: string; providersFile?: string; adaptersFile?: string },
  display: (file: string) => string,
): string {
  const adapters = [...new Set(filled.flatMap(({ slot }) => (slot.props && slot.props !== 'same' ? [slot.props] : [])))];
  const lines = [
    `import { createElement, useContext } from 'react';`,
    `import { SlotProps } from ${JSON.stringify(files.slotPropsFile)};`,
    ...(files.providersFile ? [`import { ThemeCommonProviders } from ${JSON.stringify(files.providersFile)};`] : []),
    ...(adapters.length > 0 && files.adaptersFile ? [`import { ${adapters.join(', ')} } from ${JSON.stringify(files.adaptersFile)};`] : []),
    `export * from ${JSON.stringify(filled[0]!.slot.file)};`,
    `function fill(name, key, Site, file, props, siteProps) {`,
    `  const parent = useContext(SlotProps);`,
    `  const value = {`,
    `    merged: { ...(parent && parent.merged), ...props },`,
    `    byName: { ...(parent && parent.byName), [name]: props },`,
    `    given: { ...(parent && parent.given), [name]: siteProps },`,
    `    keys: { ...(parent && parent.keys), [name]: key },`,
    `  };`,
    `  const inner = createElement(Inner, { Site, file, props: siteProps });`,
    `  return createElement(SlotProps.Provider, { value }, ${files.providersFile ? 'createElement(ThemeCommonProviders, null, inner)' : 'inner'});`,
    `}`,
    `function Inner({ Site, file, props }) {`,
    `  if (typeof Site !== 'function' || (Site.prototype && Site.prototype.isReactComponent)) return createElement(Site, props);`,
    `  try {`,
    `    return Site(props);`,
    `  } catch (error) {`,
    // Suspending is throwing too: a promise, or React's own marker errors for `use()` (#460, #474,
    // #542; "Suspense Exception: ..." in development), which React needs back unchanged. In the browser
    // every throw passes (an error boundary shows it there): only the prerender, which none catches, names the file.
    `    if (typeof document !== 'undefined' || (error && (typeof error.then === 'function' || /^(Suspense Exception|Minified React error #(460|474|542);)/.test(error.message)))) throw error;`,
    `    throw new Error('the swizzled component ' + file + ' threw: ' + (error && error.message ? error.message : String(error)), { cause: error });`,
    `  }`,
    `}`,
  ];
  filled.forEach(({ key, slot, site }, i) => {
    const siteProps = !slot.props ? '{}' : slot.props === 'same' ? 'props' : files.adaptersFile ? `${slot.props}(props)` : 'props';
    lines.push(
      `import Site${i} from ${JSON.stringify(site)};`,
      `function Slot${i}(props) {`,
      `  return fill(${JSON.stringify(slotName(key, slot))}, ${JSON.stringify(key)}, Site${i}, ${JSON.stringify(display(site))}, props, ${siteProps});`,
      `}`,
      `export { Slot${i} as ${slot.exportName} };`,
    );
  });
  return [...lines, ''].join('\n');
}

/**
 * `@theme-original/X` for a part the chrome draws: inside the chrome's slot, what the wrapper's
 * props ask for (`originalDrawing` in the slot-props module): the chrome's part (or, when the site
 * swizzles an inner name for it too, `inner`: that name's slot) with the props the chrome gave the
 * slot, or, when the wrapper changed Docusaurus's props, the compatibility layer's `X` drawing them;
 * the slot then consumed (a site page's own `<X />` further down is not the chrome's part again).
 * Elsewhere (a site page rendering the swizzle itself) the compatibility layer's `X` with Docusaurus's props.
 */
function originalModule(
  name: string,
  drawn: { key: string; slot: ChromeSlot; inner: string | null }[],
  provided: string | undefined,
  slotPropsFile: string,
): string {
  const kind = (slot: ChromeSlot) => (slot.frame || !slot.props ? 'none' : slot.props === 'same' ? 'same' : 'adapted');
  return [
    `import { createElement, useContext } from 'react';`,
    `import { SlotProps, originalDrawing } from ${JSON.stringify(slotPropsFile)};`,
    ...drawn.map(({ slot, inner }, i) => `import { ${slot.exportName} as Chrome${i} } from ${JSON.stringify(inner ?? slot.file)};`),
    ...(provided ? [`import Provided from ${JSON.stringify(provided)};`] : []),
    // Where the part is drawn (the slot that filled it, `keys`): the chrome's module of that place.
    `const places = { ${drawn.map(({ key, slot }, i) => `${JSON.stringify(key)}: { Chrome: Chrome${i}, kind: ${JSON.stringify(kind(slot))} }`).join(', ')} };`,
    `export default function Original(props) {`,
    `  const slots = useContext(SlotProps);`,
    `  const own = slots && slots.byName[${JSON.stringify(name)}];`,
    `  if (!own) return ${provided ? 'createElement(Provided, props)' : 'null'};`,
    `  const place = places[(slots.keys && slots.keys[${JSON.stringify(name)}]) || ${JSON.stringify(drawn[0]!.key)}] || places[${JSON.stringify(drawn[0]!.key)}];`,
    `  const value = { merged: slots.merged, byName: { ...slots.byName, [${JSON.stringify(name)}]: undefined }, given: slots.given, keys: slots.keys };`,
    `  const drawing = originalDrawing({ own, given: slots.given && slots.given[${JSON.stringify(name)}], props, kind: place.kind, provided: ${provided ? 'true' : 'false'} });`,
    `  return createElement(SlotProps.Provider, { value }, createElement(${provided ? "drawing.part === 'provided' ? Provided : place.Chrome" : 'place.Chrome'}, drawing.props));`,
    `}`,
    ``,
  ].join('\n');
}

/**
 * `@theme/X` imported by the site (a page, another swizzle) when the site swizzles X and the chrome
 * draws X: the site's component, except inside the chrome's own slot for X, which already rendered
 * the site's component around it. Docusaurus renders `@theme/Layout` once per page, from the page;
 * here the chrome renders the site's `Layout` around every route, so a site page's own `<Layout>`
 * inside it is the compatibility layer's (the page's wrapper) and the site's addition shows once.
 */
function nestedModule(name: string, site: string, provided: string, slotPropsFile: string): string {
  return [
    `import { createElement, useContext } from 'react';`,
    `import { SlotProps } from ${JSON.stringify(slotPropsFile)};`,
    `import Site from ${JSON.stringify(site)};`,
    `import Provided from ${JSON.stringify(provided)};`,
    `export * from ${JSON.stringify(site)};`,
    `export default function Nested(props) {`,
    `  const slots = useContext(SlotProps);`,
    `  return createElement(slots && ${JSON.stringify(name)} in slots.byName ? Provided : Site, props);`,
    `}`,
    ``,
  ].join('\n');
}
