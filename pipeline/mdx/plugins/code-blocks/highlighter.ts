import { createHighlighter, bundledLanguages, type Highlighter, type BundledLanguage, type BundledTheme } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import type { Element } from 'hast';
import { composite, contrastReplacements, parseHex, toHex } from './contrast.js';
import { DEFAULT_CODE_THEMES, isDefaultCodeThemes, type CodeThemes } from './themes.js';
import { codeToHastOneScan } from './one-scan.js';

/** Names authors use that Shiki knows under another name. */
const ALIASES: Record<string, string> = {
  jinja2: 'jinja',
  'shell-session': 'shellsession',
  console: 'shellsession',
  py: 'python',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  text: 'text',
  txt: 'text',
  plaintext: 'text',
  conf: 'ini',
  'no-highlight': 'text',
  // Prism's Flow is JavaScript with type annotations (and, in React code, JSX); Shiki has no Flow
  // grammar, and TypeScript's with JSX reads the same annotations.
  flow: 'tsx',
};

/**
 * What code is painted on in web/theme/global.css: `--shiki-bg`, and a highlighted line
 * (`--code-highlight` over it). Token colours must reach 4.5:1 on both (a test reads the CSS).
 */
export const CODE_BACKGROUNDS = {
  light: { bg: '#f6f8fa', highlight: { rgb: '#18bcf2', alpha: 0.14 } },
  dark: { bg: '#1b1f24', highlight: { rgb: '#41c9f5', alpha: 0.16 } },
} as const;

/** The background a mode's code is painted on and a highlighted line over it. */
function backgroundsOf(mode: keyof typeof CODE_BACKGROUNDS, bg: string = CODE_BACKGROUNDS[mode].bg): string[] {
  const { highlight } = CODE_BACKGROUNDS[mode];
  return [bg, toHex(composite(parseHex(highlight.rgb)!.rgb, highlight.alpha, parseHex(bg)!.rgb).map(Math.round) as [number, number, number])];
}

const replacements = new Map<string, Record<string, Record<string, string>>>();

/**
 * Per theme, its token colours under 4.5:1 on the code backgrounds and their readable stand-ins:
 * this project's themes on the theme CSS's backgrounds, any other on its own background.
 */
function colorReplacements(h: Highlighter, themes: CodeThemes): Record<string, Record<string, string>> {
  const key = `${themes.light}\u0000${themes.dark}`;
  let found = replacements.get(key);
  if (!found) {
    const own = !isDefaultCodeThemes(themes);
    found = {};
    for (const mode of ['light', 'dark'] as const) {
      const theme = h.getTheme(themes[mode]);
      const colors = new Set<string>([theme.fg]);
      for (const s of theme.settings) if (typeof s.settings?.foreground === 'string') colors.add(s.settings.foreground);
      // Shiki replaces the theme's background too; that one is no token colour.
      colors.delete(theme.bg);
      // One theme for both modes: readable on both backgrounds it is painted on.
      found[themes[mode]] = { ...found[themes[mode]], ...contrastReplacements(colors, own ? backgroundsOf(mode, theme.bg) : backgroundsOf(mode)) };
    }
    replacements.set(key, found);
  }
  return found;
}

/**
 * Shiki's two documented regex engines. Grammars run on JavaScript's own RegExp (Oniguruma
 * patterns translated by oniguruma-to-es): Oniguruma's WebAssembly memory grows and is never given
 * back, and held 110 MB of the compile thread's memory by the end of the real site's compile; on
 * the JavaScript engine the thread's heap grows by about 50 MB instead, in the same time, and the
 * real site's output is the same to the byte. A grammar with a pattern the JavaScript engine cannot
 * run (an Oniguruma conditional, for one) makes it throw: that language is highlighted with
 * Oniguruma from then on.
 */
type Engine = 'javascript' | 'oniguruma';
const highlighters: Partial<Record<Engine, Promise<Highlighter>>> = {};
/** Languages the JavaScript engine failed on. */
const onOniguruma = new Set<string>();
const loading = new Map<string, Promise<void>>();
// Grammars load one at a time: loaded concurrently, Shiki colours some tokens differently
// depending on which grammar finished first, and the build must not depend on timing.
let chain: Promise<unknown> = Promise.resolve();

export function resolveLanguage(lang: string | null | undefined): string {
  const name = (lang ?? 'text').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return resolved in bundledLanguages || resolved === 'text' ? resolved : 'text';
}

/** Loads a grammar or a theme once, one at a time (see `chain`). */
function loadOnce(name: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = chain.then(load);
    chain = pending.catch(() => undefined);
    loading.set(name, pending);
  }
  return pending;
}

async function getHighlighter(lang: string, themes: CodeThemes, engine: Engine): Promise<Highlighter> {
  const h = await (highlighters[engine] ??= createHighlighter({
    themes: [DEFAULT_CODE_THEMES.light, DEFAULT_CODE_THEMES.dark],
    langs: [],
    engine: engine === 'javascript' ? createJavaScriptRegexEngine() : createOnigurumaEngine(import('shiki/wasm')),
  }));
  for (const theme of new Set([themes.light, themes.dark])) {
    if (!h.getLoadedThemes().includes(theme)) await loadOnce(`${engine}:theme:${theme}`, () => h.loadTheme(themes.custom?.[theme] ?? (theme as BundledTheme)));
  }
  if (lang !== 'text' && !h.getLoadedLanguages().includes(lang)) {
    // The first tokenisation after a grammar loads can come out with wrong light-theme colours
    // (seen with Shiki 4 and two themes); one throw-away pass right after loading avoids it.
    await loadOnce(`${engine}:${lang}`, async () => {
      await h.loadLanguage(lang as BundledLanguage);
      h.codeToHast('x', { lang, themes: modes(themes), defaultColor: false });
    });
  }
  return h;
}

/** The theme of each colour mode, as Shiki's `themes` option takes them. */
const modes = (themes: CodeThemes) => ({ light: themes.light, dark: themes.dark });

/**
 * Highlights at build time to a `<pre>` HAST tree whose colours are CSS variables
 * (`--shiki-light`, `--shiki-dark`), so the colour mode switches without re-highlighting.
 */
export async function highlight(code: string, lang: string, highlightLines: Set<number>, themes: CodeThemes = DEFAULT_CODE_THEMES): Promise<Element> {
  if (onOniguruma.has(lang)) return highlightOn('oniguruma', code, lang, highlightLines, themes);
  try {
    return await highlightOn('javascript', code, lang, highlightLines, themes);
  } catch {
    // Oniguruma's own error, if it fails too, is the one to report.
    onOniguruma.add(lang);
    return highlightOn('oniguruma', code, lang, highlightLines, themes);
  }
}

async function highlightOn(engine: Engine, code: string, lang: string, highlightLines: Set<number>, themes: CodeThemes): Promise<Element> {
  const h = await getHighlighter(lang, themes, engine);
  // Shiki's codeToHast, scanning each line once for both themes rather than once per theme.
  const root = codeToHastOneScan(h, code, {
    lang,
    themes: modes(themes),
    defaultColor: false,
    colorReplacements: colorReplacements(h, themes),
    // No time limit: Shiki stops tokenizing a line after 500 ms by default, and the first line of a
    // freshly loaded grammar on a busy machine then came out as one token in the wrong colour.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, line) {
          if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
  const pre = root.children.find((n): n is Element => n.type === 'element' && n.tagName === 'pre');
  if (!pre) throw new Error('Shiki returned no <pre> element');
  delete pre.properties.tabindex;
  // Painted on its own theme's background (`--shiki-light-bg`/`--shiki-dark-bg`), not the theme CSS's.
  if (!isDefaultCodeThemes(themes)) pre.properties.class = `${String(pre.properties.class ?? '')} code-theme-own`.trim();
  return pre;
}
