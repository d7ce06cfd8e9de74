/**
 * One regex scan of a code block for all its colour themes.
 *
 * Shiki colours a block for a light and a dark theme by tokenizing it once per theme
 * (`codeToTokensWithThemes`): the grammar's regex scan, most of highlighting's time, runs twice and
 * finds the same scopes twice; only the colours looked up for them differ. The grammar handed to
 * Shiki here scans each line once, with vscode-textmate's `tokenizeLine` (each token with its
 * scopes), and answers every theme's `tokenizeLine2` from those scopes: a token's style for a theme
 * is resolved as vscode-textmate resolves it while it scans (`AttributedScopeStack`: the theme's
 * match for each scope path, merged over its parent's), and neighbouring tokens whose encoded
 * attributes are equal are merged as its `LineTokens` merges them. Shiki's own `codeToHast` does
 * everything else (colour replacements, CSS variables, transformers), so the HTML is the same.
 *
 * Shiki asks for each theme's lines in order, the first theme's all, then the next's, setting the
 * theme before each pass (the same theme for both colour modes makes two passes over one scan). A
 * call that is not the one expected (another line, another state) is passed to the grammar itself,
 * which then runs under the theme Shiki set: slower, never wrong.
 */
import { codeToHast, type CodeToHastOptions } from '@shikijs/core';
import { EncodedTokenMetadata, Theme, type IGrammar, type IToken, type StateStack } from '@shikijs/vscode-textmate';
import type { Root } from 'hast';

/** What is used of a Shiki highlighter (methods, so a highlighter of Shiki's bundled names fits). */
interface Highlighter {
  setTheme(name: string): unknown;
  getTheme(name: string): unknown;
  getLanguage(name: string): unknown;
}

/** What vscode-textmate's `getMetadataForScope` gives: theme-independent attributes of a scope. */
interface ScopeAttributes {
  languageId: number;
  tokenType: number;
}
type ScopedGrammar = IGrammar & { getMetadataForScope(scope: string): ScopeAttributes };

/** A scope path as vscode-textmate's `Theme.match` walks it. */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

const NOT_SET_TOKEN_TYPE = 8;
const NOT_SET_FONT_STYLE = -1;

/** Each scope path's encoded attributes under one theme, in a tree of scope names (paths share their parents). */
interface PathNode {
  path: ScopePath | null;
  attributes: number;
  children: Map<string, PathNode>;
}

class ThemeStyles {
  private readonly root: PathNode;

  constructor(
    private readonly theme: Theme,
    private readonly grammar: ScopedGrammar,
  ) {
    const defaults = theme.getDefaults();
    // Shiki's grammars all bracket-match everything (`balancedBracketSelectors: ['*']`): the bit is set on every token.
    this.root = {
      path: null,
      attributes: EncodedTokenMetadata.set(0, 0, NOT_SET_TOKEN_TYPE, true, defaults.fontStyle, defaults.foregroundId, defaults.backgroundId),
      children: new Map(),
    };
  }

  /** The encoded attributes of a token with these scopes (outermost first). */
  attributesOf(scopes: string[]): number {
    let node = this.root;
    for (const scope of scopes) {
      let child = node.children.get(scope);
      if (!child) {
        const path: ScopePath = { parent: node.path, scopeName: scope };
        const own = this.grammar.getMetadataForScope(scope);
        // `Theme.match` reads only the path's names and parents; its result is merged as `AttributedScopeStack.mergeAttributes` merges it.
        const style = this.theme.match(path as never);
        child = {
          path,
          attributes: EncodedTokenMetadata.set(
            node.attributes,
            own.languageId,
            own.tokenType,
            null,
            style ? style.fontStyle : NOT_SET_FONT_STYLE,
            style ? style.foregroundId : 0,
            style ? style.backgroundId : 0,
          ),
          children: new Map(),
        };
        node.children.set(scope, child);
      }
      node = child;
    }
    return node.attributes;
  }
}

/** `tokenizeLine2`'s tokens (start, attributes pairs) for one theme, from `tokenizeLine`'s scoped tokens. */
export function binaryTokens(tokens: IToken[], styles: { attributesOf(scopes: string[]): number }): Uint32Array {
  const out: number[] = [];
  for (const token of tokens) {
    const attributes = styles.attributesOf(token.scopes);
    if (out.length > 0 && out[out.length - 1] === attributes) continue;
    out.push(token.startIndex, attributes);
  }
  return Uint32Array.from(out);
}

interface ScannedLine {
  line: string;
  state: StateStack | null;
  ruleStack: StateStack;
  stoppedEarly: boolean;
  /** Theme name → its tokens. */
  tokens: Map<string, Uint32Array>;
}

/** vscode-textmate's `Theme` for each Shiki theme, made once per highlighter. */
const themeCache = new WeakMap<Highlighter, Map<string, Theme>>();

function textmateTheme(h: Highlighter, name: string): Theme {
  let themes = themeCache.get(h);
  if (!themes) themeCache.set(h, (themes = new Map<string, Theme>()));
  let theme = themes.get(name);
  if (!theme) {
    // As Shiki's registry makes it from the same resolved theme: the colour ids are the same.
    theme = Theme.createFromRawTheme(h.getTheme(name) as never);
    themes.set(name, theme);
  }
  return theme;
}

/** The theme Shiki set last, and how many times it has set one (each pass over the lines sets it first). */
export interface CurrentPass {
  theme: string;
  pass: number;
}

/** Each grammar's styles under each theme, kept for the highlighter's life: a grammar meets the same scope paths block after block. */
const stylesCache = new WeakMap<ScopedGrammar, Map<string, ThemeStyles>>();

function stylesOf(h: Highlighter, grammar: ScopedGrammar, theme: string): ThemeStyles {
  let byTheme = stylesCache.get(grammar);
  if (!byTheme) stylesCache.set(grammar, (byTheme = new Map<string, ThemeStyles>()));
  let styles = byTheme.get(theme);
  if (!styles) byTheme.set(theme, (styles = new ThemeStyles(textmateTheme(h, theme), grammar)));
  return styles;
}

/**
 * Shiki's grammar for `lang`, scanning each line once and answering `tokenizeLine2` for every
 * theme of `themeNames`, in `current()`'s pass. One per highlighted block: its lines are kept until then.
 */
export function oneScanGrammar(h: Highlighter, lang: string, themeNames: string[], current: () => CurrentPass): IGrammar {
  const grammar = h.getLanguage(lang) as ScopedGrammar;
  const themes = new Map(themeNames.map((n) => [n, stylesOf(h, grammar, n)]));
  const scanned: ScannedLine[] = [];
  /** How many lines each pass has asked for so far. */
  const asked = new Map<number, number>();
  const wrapper = Object.create(grammar) as IGrammar;
  wrapper.tokenizeLine2 = (line, state, timeLimit) => {
    const { theme, pass } = current();
    const index = asked.get(pass) ?? 0;
    asked.set(pass, index + 1);
    let entry = scanned[index];
    if (!entry && index === scanned.length && themes.has(theme)) {
      const result = grammar.tokenizeLine(line, state, timeLimit);
      entry = {
        line,
        state,
        ruleStack: result.ruleStack,
        stoppedEarly: result.stoppedEarly,
        tokens: new Map([...themes].map(([name, styles]) => [name, binaryTokens(result.tokens, styles)])),
      };
      scanned.push(entry);
    }
    const tokens = entry && entry.line === line && entry.state === state ? entry.tokens.get(theme) : undefined;
    if (!tokens) return grammar.tokenizeLine2(line, state, timeLimit);
    return { tokens, ruleStack: entry!.ruleStack, stoppedEarly: entry!.stoppedEarly };
  };
  return wrapper;
}

/**
 * Shiki's `codeToHast` with `themes`, each line of the code scanned once for all of them. The
 * highlighter's own methods are used for everything but the grammar's tokenization.
 */
export function codeToHastOneScan(
  h: Highlighter,
  code: string,
  options: CodeToHastOptions<string, string> & { lang: string; themes: Record<string, string> },
): Root {
  const names = [...new Set(Object.values(options.themes))];
  let current: CurrentPass = { theme: '', pass: 0 };
  const grammars = new Map<string, IGrammar>();
  const primitive = {
    ...h,
    setTheme(name: string) {
      current = { theme: name, pass: current.pass + 1 };
      return h.setTheme(name);
    },
    getLanguage(name: string) {
      let wrapped = grammars.get(name);
      if (!wrapped) grammars.set(name, (wrapped = oneScanGrammar(h, name, names, () => current)));
      return wrapped;
    },
  };
  return codeToHast(primitive as never, code, options);
}
