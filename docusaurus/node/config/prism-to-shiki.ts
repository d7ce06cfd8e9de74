/**
 * A Prism theme object (prism-react-renderer's format: `plain` colours and `styles` by token type)
 * as a Shiki theme, for a Docusaurus site whose `themeConfig.prism.theme` is its own (or one of
 * prism-react-renderer's without a Shiki counterpart). Code is tokenized here by TextMate grammars,
 * not by Prism, so each Prism token type is given the TextMate scopes that name the same thing
 * (`keyword` → `keyword`, `storage.type`, ...); the colours are the theme's own.
 */
import type { ThemeRegistrationRaw } from 'shiki';

export interface PrismTheme {
  plain?: { color?: string; backgroundColor?: string };
  styles?: { types?: string[]; languages?: string[]; style?: PrismStyle }[];
}

interface PrismStyle {
  color?: string;
  backgroundColor?: string;
  fontStyle?: string;
  fontWeight?: string | number;
  textDecorationLine?: string;
}

/** Prism's token types (the ones prism-react-renderer's themes style) → TextMate scopes of the same tokens. */
const SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['comment', 'meta.prolog'],
  doctype: ['meta.tag.sgml.doctype', 'entity.name.tag.doctype'],
  cdata: ['string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace'],
  // An object literal's key or a JSON/CSS property name; a property read (`a.b`) is Prism's `property-access`.
  property: ['meta.object-literal.key', 'support.type.property-name'],
  'property-access': ['variable.other.property', 'variable.other.object.property'],
  tag: ['entity.name.tag', 'punctuation.definition.tag'],
  // Not `variable.other.constant`: TypeScript's grammar gives it to every `const` name, Prism to ALL_CAPS names only.
  constant: ['constant', 'support.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  inserted: ['markup.inserted'],
  changed: ['markup.changed'],
  boolean: ['constant.language.boolean', 'constant.language'],
  number: ['constant.numeric'],
  selector: ['meta.selector', 'entity.name.tag.css', 'entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css'],
  'attr-name': ['entity.other.attribute-name'],
  'attr-value': ['string.quoted.double.html', 'string.quoted.single.html', 'meta.attribute string'],
  string: ['string', 'punctuation.definition.string'],
  char: ['constant.character', 'string.quoted.single.char'],
  'template-string': ['string.template'],
  interpolation: ['meta.template.expression', 'meta.embedded'],
  builtin: ['support.function.builtin', 'support.type.builtin', 'support.class.builtin', 'support.type.primitive'],
  url: ['markup.underline.link', 'string.other.link'],
  operator: ['keyword.operator', 'storage.type.function.arrow'],
  entity: ['constant.character.entity'],
  variable: ['variable.parameter', 'variable.other.readwrite.shell', 'variable.other.normal.shell'],
  // Prism's YAML calls a mapping's key an `atrule`.
  atrule: ['keyword.control.at-rule', 'meta.at-rule', 'entity.name.tag.yaml'],
  rule: ['keyword.control.at-rule'],
  // Not all of `keyword`: TextMate grammars put operators under `keyword.operator`, Prism has them apart.
  keyword: ['keyword.control', 'keyword.other', 'keyword.operator.new', 'keyword.operator.expression', 'storage.type', 'storage.modifier', 'variable.language'],
  // Prism's shell grammar marks known commands (`npm`, `git`) as functions.
  function: ['entity.name.function', 'support.function', 'entity.name.command.shell'],
  'function-variable': ['entity.name.function'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class'],
  namespace: ['entity.name.namespace', 'entity.name.type.module'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  bold: ['markup.bold'],
  italic: ['markup.italic'],
  title: ['markup.heading', 'entity.name.section'],
  'maybe-class-name': ['entity.name.type'],
  annotation: ['meta.decorator', 'entity.name.function.decorator'],
  decorator: ['meta.decorator', 'entity.name.function.decorator'],
};

/** Prism's language names → the root scope of the TextMate grammar of that language. */
const ROOT_SCOPES: Record<string, string> = {
  javascript: 'source.js',
  js: 'source.js',
  jsx: 'source.js.jsx',
  typescript: 'source.ts',
  ts: 'source.ts',
  tsx: 'source.tsx',
  css: 'source.css',
  scss: 'source.css.scss',
  markup: 'text.html',
  html: 'text.html',
  xml: 'text.xml',
  json: 'source.json',
  python: 'source.python',
  bash: 'source.shell',
  shell: 'source.shell',
  yaml: 'source.yaml',
  markdown: 'text.html.markdown',
  go: 'source.go',
  rust: 'source.rust',
  java: 'source.java',
  c: 'source.c',
  cpp: 'source.cpp',
  graphql: 'source.graphql',
  sql: 'source.sql',
};

function fontStyleOf(style: PrismStyle): string | undefined {
  const parts: string[] = [];
  if (style.fontStyle === 'italic') parts.push('italic');
  if (style.fontWeight === 'bold' || Number(style.fontWeight) >= 600) parts.push('bold');
  if (style.textDecorationLine?.includes('underline')) parts.push('underline');
  if (style.textDecorationLine?.includes('line-through')) parts.push('strikethrough');
  return parts.length ? parts.join(' ') : style.fontStyle === 'normal' ? '' : undefined;
}

/** Perceived lightness of a `#rrggbb` colour, 0–1; null for any other form. */
function lightness(color: string | undefined): number | null {
  const m = /^#([0-9a-f]{6})$/i.exec(color?.trim() ?? '');
  if (!m) return null;
  const n = parseInt(m[1]!, 16);
  return (0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/**
 * The Shiki theme of a Prism theme, named `name`. Later styles win over earlier ones for the same
 * token type, as in prism-react-renderer; a style for some languages only applies under their
 * grammars' root scopes, and is left out when none of them is known.
 */
export function shikiThemeOfPrism(theme: PrismTheme, name: string): ThemeRegistrationRaw {
  const bg = theme.plain?.backgroundColor;
  const fg = theme.plain?.color;
  const settings: ThemeRegistrationRaw['settings'] = [{ settings: { ...(fg ? { foreground: fg } : {}), ...(bg ? { background: bg } : {}) } }];
  for (const { types = [], languages, style = {} } of theme.styles ?? []) {
    const scopes = types.flatMap((t) => SCOPES[t] ?? []);
    if (!scopes.length) continue;
    const roots = languages?.map((l) => ROOT_SCOPES[l]).filter((r): r is string => Boolean(r));
    if (languages?.length && !roots?.length) continue;
    const scope = roots?.length ? roots.flatMap((root) => scopes.map((s) => `${root} ${s}`)) : scopes;
    const fontStyle = fontStyleOf(style);
    const out = {
      ...(style.color ? { foreground: style.color } : {}),
      ...(style.backgroundColor ? { background: style.backgroundColor } : {}),
      ...(fontStyle !== undefined ? { fontStyle } : {}),
    };
    if (Object.keys(out).length) settings.push({ scope, settings: out });
  }
  return {
    name,
    type: (lightness(bg) ?? 1) < 0.5 ? 'dark' : 'light',
    colors: { ...(bg ? { 'editor.background': bg } : {}), ...(fg ? { 'editor.foreground': fg } : {}) },
    settings,
  };
}
