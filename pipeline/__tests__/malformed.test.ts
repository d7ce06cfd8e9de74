import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../build';
import type { Problem } from '../check/report';
import { copySite } from './copy-site';
import { readTree } from './read-tree';

/**
 * Malformed inputs, one small mutation of the Docusaurus fixture site each: every case must give
 * exactly its one intended problem (file, line, message), the right exit code, and change nothing
 * else: no other problem appears, and a failed build leaves the previous output byte-identical.
 */
const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'docusaurus-site');

interface Case {
  name: string;
  mutate: (site: Site) => void;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  message: RegExp;
}

class Site {
  constructor(readonly root: string) {}
  write(path: string, text: string | Buffer) {
    mkdirSync(dirname(join(this.root, path)), { recursive: true });
    writeFileSync(join(this.root, path), text);
  }
  edit(path: string, change: (text: string) => string) {
    const before = readFileSync(join(this.root, path), 'utf8');
    const after = change(before);
    if (after === before) throw new Error(`mutation of ${path} changed nothing`);
    writeFileSync(join(this.root, path), after);
  }
  rename(from: string, to: string) {
    renameSync(join(this.root, from), join(this.root, to));
  }
  remove(path: string) {
    unlinkSync(join(this.root, path));
  }
}

const doc = (body: string, fm = 'title: Case') => `---\n${fm}\n---\n\n${body}\n`;
const SITE_CONFIG = (navbar: string) =>
  `export default {\n  title: 'Lantern',\n  tagline: 't',\n  url: 'https://lantern.example',\n  logo: { alt: 'Lantern', src: '/img/logo.svg' },\n  navbar: [\n${navbar}\n  ],\n  footer: { columns: [], copyright: 'c' },\n};\n`;

const cases: Case[] = [
  // Front matter and files
  {
    name: 'front matter that is not YAML',
    mutate: (s) => s.write('docs/case.md', '---\ntitle: [unclosed\n---\n\nBody\n'),
    severity: 'error',
    file: 'docs/case.md',
    line: 2,
    message: /invalid front matter YAML/,
  },
  {
    name: 'front matter never closed',
    mutate: (s) => s.write('docs/case.md', '---\ntitle: Open\n\nBody\n'),
    severity: 'error',
    file: 'docs/case.md',
    line: 1,
    message: /never closed by a `---` line/,
  },
  {
    name: 'front matter that is a list',
    mutate: (s) => s.write('docs/case.md', '---\n- a\n- b\n---\n\nBody\n'),
    severity: 'error',
    file: 'docs/case.md',
    line: 2,
    message: /must be a YAML mapping/,
  },
  {
    name: 'a number field given text',
    mutate: (s) => s.write('docs/case.md', doc('Body', 'title: Case\nsidebar_position: first')),
    severity: 'error',
    file: 'docs/case.md',
    line: 3,
    message: /sidebar_position/,
  },
  {
    name: 'a boolean field given text',
    mutate: (s) => s.write('docs/case.md', doc('Body', 'title: Case\nhide_table_of_contents: maybe')),
    severity: 'error',
    file: 'docs/case.md',
    line: 3,
    message: /hide_table_of_contents.*`true` or `false`/,
  },
  {
    name: 'tags that are not a list',
    mutate: (s) => s.write('blog/2024-05-01-case.md', doc('Body', 'title: Case\ntags: 5')),
    severity: 'error',
    file: 'blog/2024-05-01-case.md',
    line: 3,
    message: /tags/,
  },
  {
    name: 'a non-UTF-8 file',
    mutate: (s) => s.write('docs/case.md', Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0xfe, 0x0a])),
    severity: 'error',
    file: 'docs/case.md',
    line: 1,
    message: /not valid UTF-8/,
  },
  { name: 'an empty file', mutate: (s) => s.write('docs/case.md', ''), severity: 'warning', file: 'docs/case.md', line: 1, message: /file is empty/ },
  {
    name: 'a file that is only front matter',
    mutate: (s) => s.write('docs/case.md', '---\ntitle: Only\n---\n'),
    severity: 'warning',
    file: 'docs/case.md',
    line: 1,
    message: /has front matter but no content/,
  },
  // Blog files
  {
    name: 'an impossible date in a blog file name',
    mutate: (s) => s.write('blog/2024-02-30-case.md', doc('Body')),
    severity: 'error',
    file: 'blog/2024-02-30-case.md',
    line: 1,
    message: /not a calendar date/,
  },
  {
    name: 'a month 13 in a blog file name',
    mutate: (s) => s.write('blog/2024-13-01-case.md', doc('Body')),
    severity: 'error',
    file: 'blog/2024-13-01-case.md',
    line: 1,
    message: /not a calendar date/,
  },
  {
    name: 'a blog date front matter that is not a date',
    mutate: (s) => s.write('blog/2024-05-01-case.md', doc('Body', 'title: Case\ndate: soon')),
    severity: 'error',
    file: 'blog/2024-05-01-case.md',
    line: 3,
    message: /date/,
  },
  {
    name: 'an author key missing from authors.yml',
    mutate: (s) => s.write('blog/2024-05-01-case.md', doc('Body', 'title: Case\nauthors: [mria]')),
    severity: 'warning',
    file: 'blog/2024-05-01-case.md',
    line: 3,
    message: /author key "mria" is not in authors.yml; known keys: mira, tomas/,
  },
  {
    name: 'authors.yml that is not YAML',
    mutate: (s) => s.edit('authors.yml', (t) => t.replace('title: Contributor', 'title: Contributor: again')),
    severity: 'error',
    file: 'authors.yml',
    line: 8,
    message: /authors.yml is not valid YAML/,
  },
  // MDX syntax
  {
    name: 'an unclosed JSX element',
    mutate: (s) => s.write('docs/case.mdx', doc('Text\n\n<div>\n\nunclosed')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 7,
    message: /Expected a closing tag for `<div>`/,
  },
  {
    name: 'mismatched closing tag',
    mutate: (s) => s.write('docs/case.mdx', doc('<span>text</div>')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /closing tag/,
  },
  {
    name: 'an unclosed expression',
    mutate: (s) => s.write('docs/case.mdx', doc('Value {frontMatter.title')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /expression/i,
  },
  {
    name: 'an unknown component',
    mutate: (s) => s.write('docs/case.mdx', doc('<Widget />')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /unknown component `<Widget>`.*<Tabs>/,
  },
  {
    name: 'an expression that throws',
    mutate: (s) => s.write('docs/case.mdx', doc('Intro.\n\nSettings: {JSON.parse("{broken")}')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 7,
    message: /evaluating this threw: .*JSON/,
  },
  {
    name: 'a component file that throws while rendering',
    mutate: (s) => {
      s.write('src/components/Boom.jsx', 'export default function Boom({ lamp }) {\n  return <b>{lamp.name}</b>;\n}\n');
      s.write('docs/case.mdx', doc("import Boom from '@site/src/components/Boom';\n\n<Boom />"));
    },
    severity: 'error',
    file: 'docs/case.mdx',
    line: 7,
    message: /evaluating this threw: Cannot read properties of undefined \(reading 'name'\) \(at src\/components\/Boom\.jsx:2\)/,
  },
  {
    name: 'an event handler on an HTML element in MDX',
    mutate: (s) => s.write('docs/case.mdx', doc('<button onClick={() => 1}>Press</button>')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /`onClick` on <button> is a function, which only a browser can run: put the element in a component/,
  },
  {
    name: 'an unknown identifier',
    mutate: (s) => s.write('docs/case.mdx', doc('Hello {reader}')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /evaluating this threw: reader is not defined/,
  },
  {
    name: 'a spread of an unknown value',
    // `props` is defined in MDX (the element's props, `{}` for a page), as MDX compiles it.
    mutate: (s) => s.write('docs/case.mdx', doc('<div {...lampSettings}>x</div>')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /lampSettings is not defined/,
  },
  {
    name: 'an unclosed HTML comment',
    mutate: (s) => s.write('docs/case.md', doc('Intro\n\n<!-- never closed\n\nText')),
    severity: 'error',
    file: 'docs/case.md',
    line: 7,
    message: /comment/i,
  },
  // Imports and exports
  {
    name: 'an import of a package that is not installed',
    mutate: (s) => s.write('docs/case.mdx', doc("import pad from 'left-pad';\n\nText {pad('x', 3)}")),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /cannot import `left-pad`: package `left-pad` is not installed in the site folder/,
  },
  {
    name: 'a component file importing a package that is not installed',
    mutate: (s) => {
      s.write(
        'src/components/Padded.jsx',
        "import React from 'react';\nimport pad from '@lantern/pad/strings';\n\nexport default function Padded() {\n  return <code>{pad('x')}</code>;\n}\n",
      );
      s.write('docs/case.mdx', doc("import Padded from '@site/src/components/Padded';\n\n<Padded />"));
    },
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /src\/components\/Padded\.jsx:2: cannot import `@lantern\/pad\/strings`: package `@lantern\/pad` is not installed/,
  },
  {
    name: 'an import of a missing file',
    mutate: (s) => s.write('docs/case.mdx', doc("import X from './nope.jsx';\n\n<X />")),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /cannot import `\.\/nope\.jsx`: no such file/,
  },
  {
    name: 'a component file without a default export',
    mutate: (s) => s.edit('src/components/Highlight.jsx', (t) => t.replace('export default function', 'export function')),
    severity: 'error',
    file: 'docs/advanced/components.mdx',
    line: 7,
    message: /`src\/components\/Highlight\.jsx` has no default export: default-export a React component/,
  },
  {
    name: 'a page module without a default export',
    mutate: (s) => s.write('pages/index.tsx', 'export function Home() {\n  return null;\n}\n'),
    severity: 'error',
    file: 'pages/index.tsx',
    line: 1,
    message: /page module has no default export: default-export a React component/,
  },
  {
    name: 'a YAML import that is not YAML',
    mutate: (s) => s.write('src/data/bulbs.yml', '- name: [\n'),
    severity: 'error',
    file: 'docs/advanced/data.mdx',
    line: 6,
    message: /src\/data\/bulbs\.yml:2: not valid YAML/,
  },
  {
    name: 'a JSON import that is not JSON',
    mutate: (s) => s.write('src/data/limits.json', '{ maxLamps: 64 }'),
    severity: 'error',
    file: 'docs/advanced/data.mdx',
    line: 7,
    message: /src\/data\/limits\.json:1: not valid JSON/,
  },
  {
    name: 'export default in MDX',
    mutate: (s) => s.write('docs/case.mdx', doc('export default function Layout() {}\n\nText')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 5,
    message: /`export default` and re-exports are not supported/,
  },
  {
    name: 'an export that throws',
    mutate: (s) => s.write('docs/case.mdx', doc('Intro.\n\nexport const first = [].at(0).name;\n\nText')),
    severity: 'error',
    file: 'docs/case.mdx',
    line: 7,
    message: /evaluating this threw: Cannot read properties of undefined \(reading 'name'\)/,
  },
  {
    name: 'a partial that includes itself',
    mutate: (s) => {
      s.write('docs/_partials/_loop.md', "import Loop from './_loop.md';\n\n<Loop />\n");
      s.write('docs/case.mdx', doc("import Loop from './_partials/_loop.md';\n\n<Loop />"));
    },
    severity: 'error',
    file: 'docs/case.mdx',
    line: 7,
    message: /includes itself/,
  },
  // Links, anchors, images
  {
    name: 'a link to a missing file',
    mutate: (s) => s.write('docs/case.md', doc('See [gone](./gone.md).')),
    severity: 'error',
    file: 'docs/case.md',
    line: 5,
    message: /broken link `\.\/gone\.md`: no content file at `docs\/gone\.md`/,
  },
  {
    name: 'a link to a missing route',
    mutate: (s) => s.write('docs/case.md', doc('See [gone](/docs/gone).')),
    severity: 'error',
    file: 'docs/case.md',
    line: 5,
    message: /broken link `\/docs\/gone`: no page has the route \/docs\/gone/,
  },
  {
    name: 'a docs-root link to a missing file',
    mutate: (s) => s.write('docs/case.md', doc('See [gone](/gone.md).')),
    severity: 'error',
    file: 'docs/case.md',
    line: 5,
    message: /broken link `\/gone\.md`/,
  },
  {
    name: 'a bare Markdown link found nowhere Docusaurus looks',
    mutate: (s) => s.write('docs/compat/case.md', doc('See [gone](guides/gone.md#top).')),
    severity: 'error',
    file: 'docs/compat/case.md',
    line: 5,
    message: /broken link `guides\/gone\.md#top`: no content file at `docs\/compat\/guides\/gone\.md` or `docs\/guides\/gone\.md` or `guides\/gone\.md`/,
  },
  {
    name: 'a broken link in a file with CRLF line endings, at its own line',
    mutate: (s) => s.write('docs/case.md', doc('Intro.\n\nSee [gone](./gone.md).').replace(/\n/g, '\r\n')),
    severity: 'error',
    file: 'docs/case.md',
    line: 7,
    message: /broken link `\.\/gone\.md`/,
  },
  {
    name: 'a CRLF file whose front matter has an error, at its own line',
    mutate: (s) => s.write('docs/case.md', '---\r\ntitle: Case\r\nsidebar_position: first\r\n---\r\n\r\nBody\r\n'),
    severity: 'error',
    file: 'docs/case.md',
    line: 3,
    message: /sidebar_position/,
  },
  {
    name: 'a broken link in a post',
    mutate: (s) => s.write('blog/2024-05-01-case.md', doc('See [old](./2020-01-01-old.md).')),
    severity: 'error',
    file: 'blog/2024-05-01-case.md',
    line: 5,
    message: /broken link `\.\/2020-01-01-old\.md`/,
  },
  {
    name: 'a broken anchor on another page',
    mutate: (s) => s.write('docs/case.md', doc('See [x](./intro.md#nowhere).')),
    severity: 'warning',
    file: 'docs/case.md',
    line: 5,
    message: /broken anchor `#nowhere`.*\/docs\/intro has no heading with that id/,
  },
  {
    name: 'a broken anchor on the same page',
    mutate: (s) => s.write('docs/case.md', doc('## Here\n\nSee [x](#there).')),
    severity: 'warning',
    file: 'docs/case.md',
    line: 7,
    message: /broken anchor `#there`/,
  },
  {
    name: 'an image missing from static/',
    mutate: (s) => s.write('docs/case.md', doc('![x](/img/nope.png)')),
    severity: 'error',
    file: 'docs/case.md',
    line: 5,
    message: /image `\/img\/nope\.png` is not in static\//,
  },
  {
    name: 'a relative image that does not exist',
    mutate: (s) => s.write('docs/case.md', doc('![x](./img/nope.png)')),
    severity: 'error',
    file: 'docs/case.md',
    line: 5,
    message: /image `\.\/img\/nope\.png` not found next to this file/,
  },
  {
    name: 'a duplicate route',
    mutate: (s) => s.write('docs/zz-case.md', doc('Body', 'title: Case\nslug: /intro')),
    severity: 'warning',
    file: 'docs/zz-case.md',
    line: 1,
    message: /duplicate route \/docs\/intro: already used by .*docs\/intro\.md/,
  },
  // Sidebars and site config
  {
    name: 'a _category_.json that does not parse',
    mutate: (s) => s.edit('docs/howto/guides/_category_.json', (t) => t.replace('"position": 1,', '"position": 1,,')),
    severity: 'error',
    file: 'docs/howto/guides/_category_.json',
    line: 3,
    message: /_category_\.json does not parse/,
  },
  {
    name: 'a sidebar with a missing doc id',
    mutate: (s) => s.edit('sidebars.js', (t) => t.replace("'reference',", "'referense',")),
    severity: 'error',
    file: 'sidebars.js',
    line: 18,
    message: /doc id "referense" does not exist\. Closest valid choices: "reference"/,
  },
  {
    name: 'a category link to a missing doc',
    mutate: (s) => s.edit('sidebars.js', (t) => t.replace("id: 'basics/index'", "id: 'basics/indx'")),
    severity: 'error',
    file: 'sidebars.js',
    line: 8,
    message: /doc id "basics\/indx" does not exist/,
  },
  {
    name: 'an unknown sidebar item type',
    mutate: (s) => s.edit('sidebars.js', (t) => t.replace("type: 'html'", "type: 'markup'")),
    severity: 'error',
    file: 'sidebars.js',
    line: 22,
    message: /unknown item type "markup"; valid types are doc, ref, link, html, category, autogenerated/,
  },
  {
    name: 'a sidebars file that does not load',
    mutate: (s) => s.edit('sidebars.js', (t) => t.replace('guide: [', 'guide: [[')),
    severity: 'error',
    file: 'sidebars.js',
    // Where the parser finds the bracket left open: the file's closing `};`.
    line: 24,
    message: /sidebars file cannot be loaded/,
  },
  {
    name: 'an unknown navbar item type',
    mutate: (s) => s.write('site.config.ts', SITE_CONFIG("    { type: 'docVersion', label: 'v' },")),
    severity: 'error',
    file: 'site.config.ts',
    line: 1,
    message: /unknown navbar item type "docVersion"; valid types are "default", "doc", "docSidebar"/,
  },
  {
    name: 'a navbar item with a missing doc',
    mutate: (s) => s.write('site.config.ts', SITE_CONFIG("    { type: 'doc', docId: 'intr', label: 'Docs' },")),
    severity: 'error',
    file: 'site.config.ts',
    line: 1,
    message: /doc id "intr" does not exist\. Closest valid choices: "intro"/,
  },
  {
    name: 'a navbar item whose activeBaseRegex is no regular expression',
    mutate: (s) => s.write('site.config.ts', SITE_CONFIG("    { label: 'Docs', to: '/docs/intro', activeBaseRegex: '^/docs/(guide' },")),
    severity: 'error',
    file: 'site.config.ts',
    line: 1,
    message: /navbar item 1 \("Docs"\): activeBaseRegex is not a valid regular expression \(.*\); write it as a JavaScript RegExp source/,
  },
  {
    name: 'a navbar item with a missing sidebar',
    mutate: (s) => s.write('site.config.ts', SITE_CONFIG("    { type: 'docSidebar', sidebarId: 'guides', label: 'Docs' },")),
    severity: 'error',
    file: 'site.config.ts',
    line: 1,
    message: /sidebar "guides" does not exist\. Closest valid choices: "guide"/,
  },
  // Host rules
  {
    name: 'a _redirects target that ends on no page',
    mutate: (s) => s.edit('static/_redirects', (t) => `${t}/docs/old-lamps /docs/lamps\n`),
    severity: 'warning',
    file: 'static/_redirects',
    line: 5,
    message: /redirect target \/docs\/lamps ends on no page of this site: readers get the not-found page/,
  },
  {
    name: 'a static HTML page with an inline script, which the CSP blocks',
    mutate: (s) => s.write('static/legacy/lamp-finder.html', '<!doctype html>\n<title>Lamp finder</title>\n<script>location.replace("/docs/intro")</script>\n'),
    severity: 'warning',
    file: 'static/legacy/lamp-finder.html',
    line: 3,
    message:
      /inline script in a static HTML page: the site's Content-Security-Policy \(script-src 'self'\) blocks it in the browser; move the code to a \.js file/,
  },
  {
    name: 'a Docusaurus config that throws',
    mutate: (s) => s.edit('docusaurus.config.js', (t) => t.replace('module.exports = {', 'const url = undefined;\nurl.trim();\nmodule.exports = {')),
    severity: 'error',
    file: 'docusaurus.config.js',
    // The config's first lines (a comment, the Prism themes' require, a blank line), then the two added.
    line: 5,
    message: /Docusaurus config cannot be evaluated: .*undefined.*\(while evaluating the Docusaurus config\)/,
  },
];

let work: string;
let baselineOut: string;
let baselineTree: Record<string, string>;
let baselineProblems: string[];

/** `severity file:line message`, the file relative to the site folder. */
const rel = (root: string, p: Problem) => `${p.severity} ${resolve(p.file).slice(root.length + 1)}:${p.line} ${p.message}`;
/** Problems that depend on the folder, not the content (the copies have no git history). */
const incidental = (p: Problem) => /have no git history/.test(p.message);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'malformed-'));
  const site = join(work, 'site');
  copySite(FIXTURE, site);
  baselineOut = join(work, 'baseline-out');
  const result = await build({ contentRoot: site, outDir: baselineOut, app: false, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  baselineTree = readTree(baselineOut);
  baselineProblems = result.report.problems.filter((p) => !incidental(p)).map((p) => rel(site, p));
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('malformed inputs', () => {
  it('has at least 40 cases', () => expect(cases.length).toBeGreaterThanOrEqual(40));

  it.each(cases.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, i) => {
    const site = join(work, `case-${i}`);
    copySite(FIXTURE, site);
    c.mutate(new Site(site));
    const out = join(work, `out-${i}`);
    cpSync(baselineOut, out, { recursive: true });
    const result = await build({ contentRoot: site, outDir: out, app: false, preview: false, log: false });
    const problems = result.report.problems.filter((p) => !incidental(p)).map((p) => rel(site, p));
    const added = problems.filter((p) => !baselineProblems.includes(p));
    expect(added, `problems:\n${problems.join('\n')}`).toHaveLength(1);
    const [severity, where] = added[0]!.split(' ', 2);
    expect(severity).toBe(c.severity);
    expect(where).toBe(`${c.file}:${c.line}`);
    expect(added[0]!.slice(severity!.length + where!.length + 2)).toMatch(c.message);
    expect(result.ok).toBe(c.severity === 'warning');
    if (!result.ok) expect(readTree(out)).toEqual(baselineTree);
    rmSync(site, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('fails the build, leaving the previous output, when a site page imports a Docusaurus module the SPA does not provide', async () => {
    const site = join(work, 'bundle-site');
    copySite(FIXTURE, site);
    new Site(site).write(
      'src/pages/plugins.js',
      // Docusaurus's internal route-component factory: not part of its client API, not provided.
      "import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default function Plugins() {\n  return <p>{typeof ComponentCreator}</p>;\n}\n",
    );
    const out = join(work, 'bundle-out');
    cpSync(baselineOut, out, { recursive: true });
    const result = await build({ contentRoot: site, outDir: out, app: true, preview: false, log: false });
    expect(result.ok).toBe(false);
    expect(result.report.errors.map((p) => p.message)).toEqual([expect.stringMatching(/^the site's pages and components did not bundle/)]);
    expect(readTree(out)).toEqual(baselineTree);
  }, 300_000);

  it("fails the build, naming the page and the component's file:line, leaving the previous output, when a page throws while prerendering", async () => {
    const site = join(work, 'prerender-site');
    copySite(FIXTURE, site);
    new Site(site).write(
      'src/pages/gauge.js',
      // The reading is missing: the component throws in the server render (React would recover it
      // inside a Suspense boundary and leave the page's HTML without it).
      "import React from 'react';\n\nfunction Gauge({ reading }) {\n  return <p>{reading.value.toFixed(1)} bar</p>;\n}\n\nexport default function GaugePage() {\n  return <Gauge reading={undefined} />;\n}\n",
    );
    const out = join(work, 'prerender-out');
    cpSync(baselineOut, out, { recursive: true });
    const result = await build({ contentRoot: site, outDir: out, app: true, preview: false, log: false });
    expect(result.ok).toBe(false);
    expect(result.report.errors.map((p) => rel(site, p))).toEqual([
      "error src/pages/gauge.js:3 prerendering the page /gauge failed: Cannot read properties of undefined (reading 'value') (a component that reads window, document or storage must do so in an effect, or render inside <BrowserOnly>)",
    ]);
    expect(readTree(out)).toEqual(baselineTree);
  }, 300_000);

  it('exits 1 from the command line on an error and 0 on a warning, printing file:line', () => {
    const site = join(work, 'cli-site');
    copySite(FIXTURE, site);
    new Site(site).write('docs/case.md', doc('See [gone](/docs/gone).'));
    const run = (out: string) =>
      spawnSync(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', site, '--out', join(work, out), '--no-app'], { encoding: 'utf8' });
    const failed = run('cli-out');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/docs\/case\.md:5:\d+: error: broken link `\/docs\/gone`/);
    new Site(site).remove('docs/case.md');
    expect(run('cli-out').status).toBe(0);
  }, 300_000);
});
