import { createHighlighter, bundledLanguages, type Highlighter, type BundledLanguage } from 'shiki';
import type { Element } from 'hast';
import { composite, contrastReplacements, parseHex, toHex } from './contrast';

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
};

export const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * What code is painted on in web/theme/global.css: `--shiki-bg`, and a highlighted line
 * (`--code-highlight` over it). Token colours must reach 4.5:1 on both (a test reads the CSS).
 */
export const CODE_BACKGROUNDS = {
  light: { bg: '#f6f8fa', highlight: { rgb: '#18bcf2', alpha: 0.14 } },
  dark: { bg: '#1b1f24', highlight: { rgb: '#41c9f5', alpha: 0.16 } },
} as const;

function backgroundsOf(mode: keyof typeof CODE_BACKGROUNDS): string[] {
  const { bg, highlight } = CODE_BACKGROUNDS[mode];
  return [bg, toHex(composite(parseHex(highlight.rgb)!.rgb, highlight.alpha, parseHex(bg)!.rgb).map(Math.round) as [number, number, number])];
}

let replacements: Record<string, Record<string, string>> | null = null;

/** Per theme, its token colours under 4.5:1 on the code backgrounds and their readable stand-ins. */
function colorReplacements(h: Highlighter): Record<string, Record<string, string>> {
  replacements ??= Object.fromEntries(
    (Object.keys(THEMES) as (keyof typeof THEMES)[]).map((mode) => {
      const theme = h.getTheme(THEMES[mode]);
      const colors = new Set<string>([theme.fg]);
      for (const s of theme.settings) if (typeof s.settings?.foreground === 'string') colors.add(s.settings.foreground);
      // Shiki replaces the theme's background too; that one is no token colour (and not painted).
      colors.delete(theme.bg);
      return [THEMES[mode], contrastReplacements(colors, backgroundsOf(mode))];
    }),
  );
  return replacements;
}

let highlighter: Promise<Highlighter> | null = null;
const loading = new Map<string, Promise<void>>();
// Grammars load one at a time: loaded concurrently, Shiki colours some tokens differently
// depending on which grammar finished first, and the build must not depend on timing.
let chain: Promise<unknown> = Promise.resolve();

export function resolveLanguage(lang: string | null | undefined): string {
  const name = (lang ?? 'text').toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return resolved in bundledLanguages || resolved === 'text' ? resolved : 'text';
}

async function getHighlighter(lang: string): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [] });
  const h = await highlighter;
  if (lang !== 'text' && !h.getLoadedLanguages().includes(lang)) {
    let pending = loading.get(lang);
    if (!pending) {
      // The first tokenisation after a grammar loads can come out with wrong light-theme colours
      // (seen with Shiki 4 and two themes); one throw-away pass right after loading avoids it.
      pending = chain.then(async () => {
        await h.loadLanguage(lang as BundledLanguage);
        h.codeToHast('x', { lang, themes: THEMES, defaultColor: false });
      });
      chain = pending.catch(() => undefined);
      loading.set(lang, pending);
    }
    await pending;
  }
  return h;
}

/**
 * Highlights at build time to a `<pre>` HAST tree whose colours are CSS variables
 * (`--shiki-light`, `--shiki-dark`), so the colour mode switches without re-highlighting.
 */
export async function highlight(code: string, lang: string, highlightLines: Set<number>): Promise<Element> {
  const h = await getHighlighter(lang);
  const root = h.codeToHast(code, {
    lang,
    themes: THEMES,
    defaultColor: false,
    colorReplacements: colorReplacements(h),
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
  return pre;
}
