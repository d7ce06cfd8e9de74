/**
 * Highlighting as a Docusaurus site shows it: Prism's grammars, through prism-react-renderer (the
 * Prism instance, languages and tokens Docusaurus's `CodeBlock` renders with), coloured by the
 * site's `themeConfig.prism.theme` and `darkTheme`. Done at build time, for both colour modes in
 * one pass: each token's style under each theme goes into CSS variables (`--shiki-light`,
 * `--shiki-dark`, ...), the same ones Shiki's dual themes use, so the theme CSS switches them with
 * the colour mode and the `CodeBlock` component does not know which highlighter made its `<pre>`.
 *
 * Prism tokenizes a block with one regex pass and no grammar compilation, where a TextMate grammar
 * is compiled on first use and scanned line by line with its state: on the Home Assistant site the
 * whole highlighting costs a fraction of Shiki's (BENCHMARKS.md).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as PrismReactRenderer from 'prism-react-renderer';
import type { Element, ElementContent, Properties } from 'hast';
import type { PrismTheme, PrismCodeTheme, PrismStyle } from '../../../../common/site-config.js';

const require = createRequire(import.meta.url);

type OwnRenderer = typeof PrismReactRenderer;
let own: OwnRenderer | undefined;
/**
 * This project's prism-react-renderer, loaded on first need only: a Docusaurus site has its own,
 * and loading a second copy (its Prism and every bundled grammar) costs about 0.1 s of each build.
 */
const ownRenderer = (): OwnRenderer => (own ??= require('prism-react-renderer') as OwnRenderer);

/** A site's prism-react-renderer: 2.0–2.2 do not export `normalizeTokens` (they use it inside), so this project's stands in. */
type Renderer = Pick<OwnRenderer, 'Prism'> & Partial<Pick<OwnRenderer, 'normalizeTokens'>>;
type PrismLib = Renderer['Prism'];
type Grammar = Parameters<PrismLib['tokenize']>[1];
type Tokens = ReturnType<PrismLib['tokenize']>;

const grammarOf = (prism: PrismLib, name: string): Grammar | undefined => {
  const g = (prism.languages as Record<string, unknown>)[name];
  // `Prism.languages` also holds its helpers (`extend`, `insertBefore`, `DFS`).
  return g && typeof g === 'object' ? g : undefined;
};

/**
 * One prism-react-renderer installation (the site's own, else this project's) with the prismjs
 * its additional languages come from. Its Prism instance is shared by every site of the process
 * that has the same installation, so which names a site may use is kept apart (`knownLanguages`).
 */
interface Installation {
  renderer: Renderer;
  prismjs: string;
  /** The languages prism-react-renderer bundles: every Docusaurus site has them. */
  bundled: Set<string>;
  /** Each `additionalLanguages` entry → the language names loading it made known. */
  addedBy: Map<string, string[]>;
  /** `additionalLanguages` (joined) → the names a site with them may use. */
  known: Map<string, Set<string>>;
  components?: Record<string, { require?: string | string[] }>;
}

const installations = new Map<string, Installation>();

/**
 * The prism-react-renderer a site has (its languages and tokens are what the site shows: 2.3 has
 * no JSON grammar, 2.4 has), else this project's; the prismjs components beside it likewise.
 */
function installationOf(options: PrismCodeTheme): Installation {
  const key = `${options.renderer?.dir ?? ''}\u0000${options.prismjs?.dir ?? ''}`;
  let found = installations.get(key);
  if (!found) {
    const renderer = options.renderer ? (require(options.renderer.dir) as Renderer) : ownRenderer();
    const names = Object.keys(renderer.Prism.languages).filter((name) => grammarOf(renderer.Prism, name));
    found = {
      renderer,
      prismjs: options.prismjs?.dir ?? join(require.resolve('prismjs/package.json'), '..'),
      bundled: new Set(names),
      addedBy: new Map(),
      known: new Map(),
    };
    installations.set(key, found);
  }
  return found;
}

/** `lang`'s component after the ones it needs (prismjs's `components.json`), each once. */
function requireComponent(at: Installation, lang: string) {
  at.components ??= (require(join(at.prismjs, 'components.json')) as { languages: Record<string, { require?: string | string[] }> }).languages;
  for (const dep of [at.components[lang]?.require ?? []].flat()) if (!grammarOf(at.renderer.Prism, dep)) requireComponent(at, dep);
  require(join(at.prismjs, 'components', `prism-${lang}.js`));
}

/**
 * Loads `prismjs/components/prism-<lang>` onto prism-react-renderer's Prism, as Docusaurus's
 * `prism-include-languages` does (the component files register on a global `Prism`). Docusaurus
 * loads `markup-templating` before `php` only, and a template language without it (`django`) fails
 * to tokenize there; here each component's dependencies are loaded first, as prismjs lists them.
 */
function loadAdditional(at: Installation, lang: string): string[] {
  let added = at.addedBy.get(lang);
  if (added) return added;
  const { Prism } = at.renderer;
  const before = new Set(Object.keys(Prism.languages));
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    requireComponent(at, lang);
  } catch (cause) {
    throw new Error(
      `themeConfig.prism.additionalLanguages: "${lang}" is not a Prism language (no prismjs/components/prism-${lang}.js); use a name from https://prismjs.com/#supported-languages`,
      { cause },
    );
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
  added = Object.keys(Prism.languages).filter((name) => grammarOf(Prism, name) && (!before.has(name) || name === lang));
  at.addedBy.set(lang, added);
  return added;
}

/** The language names a site's blocks are highlighted in: prism-react-renderer's and its `additionalLanguages`'. */
function knownLanguages(at: Installation, additional: readonly string[]): Set<string> {
  const key = additional.join('\u0000');
  let names = at.known.get(key);
  if (!names) {
    names = new Set(at.bundled);
    for (const lang of additional) for (const name of loadAdditional(at, lang)) names.add(name);
    at.known.set(key, names);
  }
  return names;
}

/**
 * prism-react-renderer's `useTokenize`: Prism's tokens, with its hooks around. As there, the code
 * and grammar are the ones given, whatever a `before-tokenize` hook put in their place (a template
 * language's placeholders are then not found after): the tokens Docusaurus shows.
 */
function tokenize(Prism: PrismLib, code: string, grammar: Grammar, language: string): Tokens {
  const env = { code, grammar, language, tokens: [] as Tokens };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return env.tokens;
}

/** A token's style as prism-react-renderer's `getTokenProps` gives it: the styles of its types, merged in order. */
type StyleDict = Record<string, PrismStyle>;

/** prism-react-renderer's `themeToDict`: each token type's style, with the theme's entries for other languages left out. */
function styleDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const entry of theme.styles ?? []) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types ?? []) dict[type] = { ...dict[type], ...entry.style };
  }
  return dict;
}

function tokenStyle(types: string[], dict: StyleDict): PrismStyle | undefined {
  // A `plain` token has no style of its own: it is painted with the block's colour.
  if (types.length === 1 && types[0] === 'plain') return undefined;
  return Object.assign({}, ...types.map((t) => dict[t])) as PrismStyle;
}

/** The style properties of prism-react-renderer's themes, as the CSS variable suffix the theme CSS reads (web/theme/CodeBlock/styles.css). */
const VARIABLES: [keyof PrismStyle, string][] = [
  ['color', ''],
  ['fontStyle', '-font-style'],
  ['fontWeight', '-font-weight'],
  ['textDecorationLine', '-text-decoration'],
  ['opacity', '-opacity'],
  ['textShadow', '-text-shadow'],
];

/** A style's CSS variables for one mode; a colour the block is painted with anyway (`blockColor`) is left to it. */
function declarations(mode: 'light' | 'dark', style: PrismStyle | undefined, blockColor?: string): string[] {
  if (!style) return [];
  const out: string[] = [];
  for (const [key, suffix] of VARIABLES) {
    const value = style[key];
    if (value === undefined || value === null || value === '' || (key === 'color' && value === blockColor)) continue;
    out.push(`--shiki-${mode}${suffix}:${String(value)}`);
  }
  return out;
}

/**
 * The `<pre>` of a block, highlighted by Prism under the site's themes: one `span.line` per line
 * (`highlighted` for the lines in `highlightLines`, 1-based), each token a span whose style holds
 * its colours in both modes; tokens painted with the block's own colour in both are plain text.
 */
export function highlightWithPrism(code: string, language: string, highlightLines: Set<number>, prism: PrismCodeTheme): Element {
  // As Docusaurus's code block: lower case, the config's `defaultLanguage` for a block without one, else `text`.
  const lang = (language || prism.defaultLanguage || 'text').toLowerCase();
  const at = installationOf(prism);
  const grammar = knownLanguages(at, prism.additionalLanguages ?? []).has(lang) ? grammarOf(at.renderer.Prism, lang) : undefined;
  // The same function in every 2.x: lines of tokens from Prism's token stream.
  const normalizeTokens = at.renderer.normalizeTokens ?? ownRenderer().normalizeTokens;
  // Docusaurus's `parseLines` drops one final line break (a `<CodeBlock>`'s text may end with one).
  const text = code.replace(/\r?\n$/, '');
  const lines = normalizeTokens(grammar ? tokenize(at.renderer.Prism, text, grammar, lang) : [text]);
  const light = styleDict(prism.light, lang);
  const dark = styleDict(prism.dark, lang);
  const styles = new Map<string, string>();
  const styleOf = (types: string[]): string => {
    const key = types.join(' ');
    let style = styles.get(key);
    if (style === undefined) {
      style = [
        ...declarations('light', tokenStyle(types, light), prism.light.plain?.color),
        ...declarations('dark', tokenStyle(types, dark), prism.dark.plain?.color),
      ].join(';');
      styles.set(key, style);
    }
    return style;
  };
  const children: ElementContent[] = [];
  lines.forEach((tokens, i) => {
    const line: ElementContent[] = [];
    let last: { style: string; node: ElementContent } | null = null;
    for (const token of tokens) {
      // normalizeTokens marks an empty line with a "\n" token; the line's span is empty instead.
      const content = token.empty ? '' : token.content;
      if (!content) continue;
      const style = styleOf(token.types);
      // Neighbours painted alike are one node: the same colours, fewer bytes.
      if (last && last.style === style) {
        const text = last.node.type === 'text' ? last.node : (last.node as Element).children[0];
        if (text?.type === 'text') {
          text.value += content;
          continue;
        }
      }
      const node: ElementContent = style
        ? { type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: content }] }
        : { type: 'text', value: content };
      line.push(node);
      last = { style, node };
    }
    if (i > 0) children.push({ type: 'text', value: '\n' });
    children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: highlightLines.has(i + 1) ? ['line', 'highlighted'] : ['line'] },
      children: line,
    });
  });
  const properties: Properties = {
    // `code-theme-own`: painted on its theme's background, as Docusaurus paints a block (`--prism-background-color`).
    className: ['shiki', 'prism-code', `language-${lang}`, 'code-theme-own'],
    style: [
      ...declarations('light', prism.light.plain),
      ...declarations('dark', prism.dark.plain),
      ...(prism.light.plain?.backgroundColor ? [`--shiki-light-bg:${prism.light.plain.backgroundColor}`] : []),
      ...(prism.dark.plain?.backgroundColor ? [`--shiki-dark-bg:${prism.dark.plain.backgroundColor}`] : []),
    ].join(';'),
  };
  return { type: 'element', tagName: 'pre', properties, children: [{ type: 'element', tagName: 'code', properties: {}, children }] };
}
