import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { copySite } from './copy-site';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'docusaurus-site');

/**
 * The swizzles a site written against theme-classic 3.4 has of the names that release draws and
 * later ones replaced: the copy button wrapped (its `code`), the word-wrap button ejected (`onClick`,
 * `isEnabled`), each post author ejected (`author`). Each draws something of its own to find.
 */
export const LEGACY_SWIZZLES: Readonly<Record<string, string>> = {
  'src/theme/CodeBlock/CopyButton/index.js': [
    '// Wrapped: the copy button with a note of how many characters the block would copy.',
    "import React from 'react';",
    "import CopyButton from '@theme-original/CodeBlock/CopyButton';",
    '',
    'export default function CopyButtonWrapper(props) {',
    '  return (',
    '    <span className="lamp-copy" data-lamp-chars={props.code.length}>',
    '      <CopyButton {...props} />',
    '    </span>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/theme/CodeBlock/WordWrapButton.js': [
    '// Ejected: a text button saying what pressing it does to the lines.',
    "import React from 'react';",
    '',
    'export default function WordWrapButton({ className, onClick, isEnabled }) {',
    '  return (',
    "    <button type=\"button\" className={['lamp-wrap', className].filter(Boolean).join(' ')} aria-pressed={isEnabled} onClick={onClick}>",
    "      {isEnabled ? 'Keep lines long' : 'Fold long lines'}",
    '    </button>',
    '  );',
    '}',
    '',
  ].join('\n'),
  'src/theme/BlogPostItem/Header/Author/index.js': [
    "// Ejected: an author as a lamp's label, the name and the author's title.",
    "import React from 'react';",
    '',
    'export default function BlogPostItemHeaderAuthor({ author }) {',
    '  return (',
    '    <span className="lamp-author">',
    '      {author.name}',
    '      {author.title ? <small className="lamp-author-title"> ({author.title})</small> : null}',
    '    </span>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

/**
 * A swizzle of the name theme-classic 3.8 draws the copy button by (`CodeBlock/Buttons/CopyButton`),
 * which 3.4 does not have: on a site declaring 3.4 nothing draws it, as in Docusaurus.
 */
export const LATER_COPY_BUTTON: Readonly<Record<string, string>> = {
  'src/theme/CodeBlock/Buttons/CopyButton/index.js': [
    '// Ejected from 3.8: a plain button, marked so a page that draws it shows it.',
    "import React from 'react';",
    '',
    'export default function CopyButton({ className }) {',
    '  return (',
    "    <button type=\"button\" className={['lamp-copy-later', className].filter(Boolean).join(' ')}>",
    '      Copy the recipe',
    '    </button>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

/**
 * A swizzle of `Unlisted`, the banner theme-classic 3.0–3.4 draws on an unlisted page (3.5 moved it to
 * `ContentVisibility/Unlisted`): on a site declaring 3.4 it is drawn in the banner's place.
 */
export const OLD_UNLISTED: Readonly<Record<string, string>> = {
  'src/theme/Unlisted/index.js': [
    "// Ejected from 3.4: the unlisted banner as a lamp's note.",
    "import React from 'react';",
    '',
    'export default function Unlisted({ className }) {',
    "  return <p className={['lamp-unlisted', className].filter(Boolean).join(' ')}>Only for the testers with the link.</p>;",
    '}',
    '',
  ].join('\n'),
};

/**
 * A swizzle of a name theme-classic first ships in 3.8 with no old name before it (`CodeBlock/Content`,
 * `first-releases.ts`; the fixture's own code imports `CodeBlock/Title` and most of the other new
 * parts, which Docusaurus draws there whatever the release): 3.4 draws a block's lines in its own
 * `CodeBlock/Content/String` and imports no such part, so on a site declaring 3.4 this file is unused,
 * as in Docusaurus; from 3.8 it is drawn around each Markdown block's lines.
 */
export const NEW_CONTENT: Readonly<Record<string, string>> = {
  'src/theme/CodeBlock/Content/index.js': [
    "// Wrapped (3.8): the block's lines inside a lamp's frame.",
    "import React from 'react';",
    "import Content from '@theme-original/CodeBlock/Content';",
    '',
    'export default function ContentWrapper(props) {',
    '  return (',
    '    <div className="lamp-content">',
    '      <Content {...props} />',
    '    </div>',
    '  );',
    '}',
    '',
  ].join('\n'),
};

/** A doc with one block wider than its column, for the word-wrap button to show on. */
export const WIDE_BLOCK_DOC = 'docs/basics/wick-schedule.md';
export const WIDE_BLOCK_CODE = [
  'trim: every 20 hours of burning',
  'replace: when the wick is shorter than the burner slot, or frayed along more than a third of its length, or stiff with soot that will not brush off',
].join('\n');
const WIDE_BLOCK_TEXT = [
  '# Wick schedule',
  '',
  'When to trim a wick and when to replace it.',
  '',
  '```yaml title="wick.yaml"',
  WIDE_BLOCK_CODE,
  '```',
  '',
].join('\n');

/**
 * A copy of the Docusaurus fixture (fixtures/docusaurus-site) at `to` with `swizzles` (`LEGACY_SWIZZLES`
 * unless given) and `WIDE_BLOCK_DOC`, its `package.json` declaring the classic preset at `version`
 * (the copy has no node_modules of Docusaurus's, so without a lockfile the declared version is the
 * one its swizzles are drawn for).
 */
export function legacySwizzlesSite(to: string, version: string, swizzles: Readonly<Record<string, string>> = LEGACY_SWIZZLES): string {
  copySite(FIXTURE, to);
  const manifest = join(to, 'package.json');
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
  json.dependencies = { ...json.dependencies, '@docusaurus/preset-classic': version };
  writeFileSync(manifest, `${JSON.stringify(json, null, 2)}\n`);
  for (const [path, text] of Object.entries({ ...swizzles, [WIDE_BLOCK_DOC]: WIDE_BLOCK_TEXT })) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    writeFileSync(join(to, path), text);
  }
  return to;
}
