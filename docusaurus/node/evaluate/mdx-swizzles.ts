/**
 * The theme components Docusaurus's `MDXComponents` renders Markdown's constructs through
 * (theme-classic `src/theme/MDXComponents/index.tsx`): `h1`–`h6` through `MDXComponents/Heading`
 * and `@theme/Heading`, `code` through `MDXComponents/Code`, `@theme/CodeBlock` and `@theme/CodeInline`, `<details>`
 * through `MDXComponents/Details` and `@theme/Details` (its remark step renames MDX's `<details>`
 * to `Details`), a ```` ```mermaid ```` fence through `@theme/Mermaid`, and the rest through their
 * `MDXComponents/<Name>`. A site that swizzles one of these names changes every such construct of
 * its Markdown, without touching its `MDXComponents`: each entry here is the map's entry a swizzle
 * gives, as JavaScript run both at build time (`plugins/element-overrides`, in the site's bundled
 * map) and in the browser (the local component of an entry that needs it). `@theme/Admonition` is
 * not here: the chrome renders the Markdown admonitions through it in the browser
 * (`theme/chrome-slots.ts`), so a swizzle of it applies there.
 */
export interface SwizzledEntry {
  /** The swizzled `@theme/<Name>`. */
  name: string;
  /** The map's keys it draws. */
  keys: readonly string[];
  /** The entry for `key`: a JavaScript expression over `C` (the swizzled component), `createElement` and `theme` (the map it joins). */
  entry: (key: string) => string;
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const direct = () => 'C';
const heading = (key: string) => `(props) => createElement(C, { as: ${JSON.stringify(key)}, ...props })`;
// Docusaurus's MDXDetails: the `<summary>` child becomes the `summary` prop, the rest the children.
// A child is a React element in the browser and a HAST element at build time.
const details = () =>
  `(props) => { const items = [].concat(props.children ?? []); const summary = items.find((i) => i && (i.type === 'summary' || i.tagName === 'summary')); return createElement(C, { ...props, summary }, ...items.filter((i) => i !== summary)); }`;
// Docusaurus's MDXCode: inline when every child is text without a line end, else a CodeBlock.
const code = () =>
  `(props) => { const items = [].concat(props.children ?? []); return items.length > 0 && items.every((c) => typeof c === 'string' && !c.includes('\\n')) ? createElement(theme.code, props) : createElement(C, props); }`;

// Docusaurus's MDXCode again, the other way round: its inline branch is `@theme/CodeInline`, a block the map's own.
const inlineCode = () =>
  `(props) => { const items = [].concat(props.children ?? []); return items.length > 0 && items.every((c) => typeof c === 'string' && !c.includes('\\n')) ? createElement(C, props) : createElement(theme.code, props); }`;

/** Most specific first: a swizzled `MDXComponents/Heading` wins over a swizzled `Heading` for the headings. */
export const SWIZZLED_ENTRIES: readonly SwizzledEntry[] = [
  { name: 'MDXComponents/Heading', keys: HEADINGS, entry: heading },
  { name: 'Heading', keys: HEADINGS, entry: heading },
  { name: 'MDXComponents/Code', keys: ['code'], entry: direct },
  { name: 'CodeBlock', keys: ['code'], entry: code },
  // A site swizzling both CodeBlock and CodeInline gets its CodeBlock for blocks and the map's own inline code.
  { name: 'CodeInline', keys: ['code'], entry: inlineCode },
  { name: 'MDXComponents/Pre', keys: ['pre'], entry: direct },
  { name: 'MDXComponents/Details', keys: ['details', 'Details'], entry: direct },
  { name: 'Details', keys: ['details', 'Details'], entry: details },
  { name: 'MDXComponents/A', keys: ['a'], entry: direct },
  { name: 'MDXComponents/Img', keys: ['img'], entry: direct },
  { name: 'MDXComponents/Ul', keys: ['ul'], entry: direct },
  { name: 'MDXComponents/Li', keys: ['li'], entry: direct },
  { name: 'Mermaid', keys: ['mermaid'], entry: direct },
];

/** The swizzles of a site's theme names that draw Markdown constructs, each key once (the most specific swizzle). */
export function swizzledEntries(names: ReadonlySet<string>): { key: string; swizzle: SwizzledEntry }[] {
  const out = new Map<string, SwizzledEntry>();
  for (const swizzle of SWIZZLED_ENTRIES) if (names.has(swizzle.name)) for (const key of swizzle.keys) if (!out.has(key)) out.set(key, swizzle);
  return [...out].map(([key, swizzle]) => ({ key, swizzle }));
}

/**
 * A module whose `swizzled` export holds the entries of the site's swizzles (`import C from
 * '@theme/<Name>'`, the site's component), beside the map's default export (the site's
 * `MDXComponents`, else the theme's).
 */
export function swizzledMapSource(names: ReadonlySet<string>): string {
  const entries = swizzledEntries(names);
  const swizzles = [...new Set(entries.map((e) => e.swizzle.name))];
  return [
    `import { createElement } from 'react';`,
    `import theme from '@theme/MDXComponents';`,
    ...swizzles.map((name, i) => `import C${i} from ${JSON.stringify(`@theme/${name}`)};`),
    `export default theme;`,
    `export const swizzled = {`,
    ...entries.map(({ key, swizzle }) => `  ${JSON.stringify(key)}: ((C) => ${swizzle.entry(key)})(C${swizzles.indexOf(swizzle.name)}),`),
    `};`,
    ``,
  ].join('\n');
}

/** The browser's module of one swizzle's entry, for an entry that needs the browser (its local component). */
export function swizzledEntrySource(swizzle: SwizzledEntry, key: string): string {
  return [
    `import { createElement } from 'react';`,
    `import theme from '@theme/MDXComponents';`,
    `import C from ${JSON.stringify(`@theme/${swizzle.name}`)};`,
    `export default ${swizzle.entry(key)};`,
    ``,
  ].join('\n');
}
