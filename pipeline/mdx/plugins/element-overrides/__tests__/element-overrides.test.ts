import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { compileMdx } from '../../../processor';
import { overriddenElements } from '../site-map';
import { mdxComponentsMap } from '../../../../../docusaurus/node/evaluate/mdx-components';

const sites: string[] = [];
afterAll(() => sites.forEach((s) => rmSync(s, { recursive: true, force: true })));

/** A site folder with these files (`src/theme/MDXComponents.js` among them). */
function siteWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'element-overrides-'));
  sites.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function compile(site: string, path: string, text: string) {
  const result = await compileMdx(text, {
    filePath: path,
    absolutePath: join(site, path),
    contentRoot: site,
    frontMatter: { title: 'T' },
    resolveLink: () => null,
  });
  return { html: toHtml(result.body as unknown as Root), messages: result.messages.map((m) => `${m.line}: ${m.message}`), result };
}

// The map a Docusaurus site writes: the theme's entries spread in, some elements replaced.
const MAP = `import MDXComponents from '@theme-original/MDXComponents';
import Quote from '@site/src/components/Quote';
import styles from './code.module.css';

function Code(props) {
  // A fenced block (language class) goes to the theme's code; inline code gets the site's class.
  if (props.className) return <div className="fence-frame"><MDXComponents.code {...props} /></div>;
  return <code className={styles.inline}>{props.children}</code>;
}

function H3({ id, children }) {
  return <MDXComponents.h3 id={id} className="site-h3">{children} <small>§</small></MDXComponents.h3>;
}

function Li(props) {
  const [open] = React.useState(true);
  return <li data-open={String(open)} {...props} />;
}

export default {
  ...MDXComponents,
  blockquote: Quote,
  code: Code,
  h3: H3,
  a: (props) => <MDXComponents.a {...props} className="site-link" />,
  li: Li,
};
`;

let site: string;
beforeAll(() => {
  site = siteWith({
    'src/theme/MDXComponents.js': `import React from 'react';\n${MAP}`,
    'src/theme/code.module.css': '.inline { color: teal; }\n',
    'src/components/Quote.js':
      'export default function Quote({ children }) {\n  return <blockquote className="site-quote"><p>From the field:</p>{children}</blockquote>;\n}\n',
  });
});

describe("a swizzled MDXComponents' replacements of HTML elements", () => {
  it('render the Markdown elements they replace, with their props and children', async () => {
    const { html, messages } = await compile(site, 'docs/a.md', '### Wiring {#wiring}\n\n> Mind the **neutral** wire.\n\nSee [the guide](/docs/guide).\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<h3 id="wiring" class="site-h3">Wiring <small>§</small></h3>');
    expect(html).toContain('<blockquote class="site-quote"><p>From the field:</p>');
    expect(html).toContain('<strong>neutral</strong>');
    expect(html).toMatch(/<Link href="\/docs\/guide" class="site-link">the guide<\/Link>/);
  });

  it('give `code` the fenced block as Docusaurus does (`language-x`, its text), and its theme entry gives back the highlighted block', async () => {
    const { html, messages, result } = await compile(site, 'docs/b.md', '```js\nconst lamp = 1;\n```\n\nInline `dim()` code.\n');
    expect(messages).toEqual([]);
    expect(html).toMatch(/^<div class="fence-frame"><CodeBlock language="js"[^>]*><pre/);
    expect(html).toContain('lamp');
    expect(html).toMatch(/Inline <code class="[^"]*inline[^"]*">dim\(\)<\/code> code\./);
    // The component's CSS module joins the site's CSS.
    expect(result.stylesheets.some((s) => s.endsWith('code.module.css'))).toBe(true);
  });

  it('make a replacement that needs the browser a local component taken from the map', async () => {
    const { html, messages, result } = await compile(site, 'docs/c.md', '- one\n- two\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<LocalComponent component="@theme/MDXComponents#li">one</LocalComponent>');
    expect(result.localComponents['@theme/MDXComponents#li']?.source).toContain('components["li"]');
  });

  it('leave elements written as JSX in the MDX, and elements components render, as they are', async () => {
    const { html, messages } = await compile(
      site,
      'docs/d.mdx',
      'export const Q = () => <blockquote>made</blockquote>;\n\n<blockquote>written</blockquote>\n\n<Q />\n',
    );
    expect(messages).toEqual([]);
    expect(html).toBe('<blockquote>written</blockquote><blockquote>made</blockquote>');
  });

  it('leave a page without a replaced element unchanged, and make it depend on the map', async () => {
    const plain = siteWith({ 'docs/x.md': '' });
    const text = '## Title\n\nA paragraph with *words*.\n';
    const before = await compile(plain, 'docs/e.md', text);
    const after = await compile(site, 'docs/e.md', text);
    expect(after.result.body).toEqual(before.result.body);
    expect(after.result.dependencies).toContain(join(site, 'src/theme/MDXComponents.js'));
  });

  it("report a replacement that throws at the Markdown element's line, with the component's file:line", async () => {
    const broken = siteWith({
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nexport default {\n  ...MDXComponents,\n  img: () => {\n    throw new Error('no images here');\n  },\n};\n",
    });
    const { messages } = await compile(broken, 'docs/f.md', 'Text.\n\n![a lamp](https://example.com/lamp.png)\n');
    expect(messages).toEqual(["3: the site's MDXComponents threw rendering this <img>: no images here (at src/theme/MDXComponents.js:5)"]);
  });
});

describe("a swizzled MDXComponents' entries for Docusaurus's constructs", () => {
  // `admonition` gets the keyword written and the label's text; `mermaid` the diagram's source;
  // `Details` MDX's `<details>` (Docusaurus renames it); each may hand back to the theme's entry.
  const constructs = () =>
    siteWith({
      'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
export default {
  ...MDXComponents,
  admonition: (props) => <div className={'callout-' + props.type} data-title={props.title}><MDXComponents.admonition {...props} /></div>,
  mermaid: ({ value }) => <figure className="diagram"><MDXComponents.mermaid value={value} /><figcaption>{value.split('\\n')[0]}</figcaption></figure>,
  Details: ({ children }) => <section className="fold">{children}</section>,
};
`,
    });

  it('draw the Markdown admonitions with the keyword written (an alias too), through the theme entry', async () => {
    const { html, messages } = await compile(constructs(), 'docs/a.md', ':::tip[Wire colours]\n\nBrown is live.\n\n:::\n\n:::important\n\nRead this.\n\n:::\n');
    expect(messages).toEqual([]);
    expect(html).toBe(
      '<div class="callout-tip" data-title="Wire colours"><Admonition type="tip" title="Wire colours"><p>Brown is live.</p></Admonition></div>' +
        '<div class="callout-important"><Admonition type="info" title="important"><p>Read this.</p></Admonition></div>',
    );
  });

  it("give a label with Markdown in it as the `title` prop's JSX, which the theme entry draws", async () => {
    const site = siteWith({
      'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
export default {
  ...MDXComponents,
  admonition: ({ title, ...props }) => <div className="callout"><MDXComponents.admonition {...props} title={<>Note: {title}</>} /></div>,
};
`,
    });
    const { html, messages } = await compile(site, 'docs/g.md', ':::tip[Trim the **wick**]\n\nKeep it short.\n\n:::\n');
    expect(messages).toEqual([]);
    expect(html).toBe(
      '<div class="callout"><LocalComponent component="mdx-docsite:jsx-props"><Admonition type="tip"><LocalComponentProp name="title">Note: Trim the <strong>wick</strong></LocalComponentProp><p>Keep it short.</p></Admonition></LocalComponent></div>',
    );
  });

  it('draw a diagram fence with its source, and MDX `<details>` through `Details`', async () => {
    const { html, messages } = await compile(
      constructs(),
      'docs/b.mdx',
      '```mermaid\ngraph TD\n  A --> B\n```\n\n<details>\n  <summary>More</summary>\n\n  Hidden text.\n\n</details>\n',
    );
    expect(messages).toEqual([]);
    expect(html).toContain('<figure class="diagram"><Mermaid value="graph TD\n  A --> B"></Mermaid><figcaption>graph TD</figcaption></figure>');
    expect(html).toMatch(/<section class="fold"><summary>More<\/summary>\s*<p>Hidden text.<\/p><\/section>/);
  });

  it('leave admonitions written as JSX and pages without these constructs as they are', async () => {
    const site = constructs();
    const { html } = await compile(site, 'docs/c.mdx', '<Admonition type="note">Said in JSX.</Admonition>\n');
    expect(html).toBe('<Admonition type="note">Said in JSX.</Admonition>');
    const text = '## Title\n\n- a list\n';
    expect((await compile(site, 'docs/d.md', text)).result.body).toEqual((await compile(siteWith({ 'docs/x.md': '' }), 'docs/d.md', text)).result.body);
  });
});

describe("a site's swizzled components that Docusaurus's MDXComponents draws Markdown with", () => {
  it('draw the headings (`Heading`), code blocks (`CodeBlock`), details (`Details`) and diagrams (`Mermaid`), without a swizzled map', async () => {
    const site = siteWith({
      'src/theme/Heading.js':
        "import React from 'react';\nimport Heading from '@theme-original/Heading';\nexport default function H(props) {\n  return <Heading {...props} className={'site-' + props.as} />;\n}\n",
      'src/theme/CodeBlock/index.js':
        "import React from 'react';\nimport CodeBlock from '@theme-original/CodeBlock';\nexport default function Framed(props) {\n  return <div className=\"site-code\"><CodeBlock {...props} /></div>;\n}\n",
      'src/theme/Details.js':
        'import React from \'react\';\nexport default function Fold({ summary, children }) {\n  return <details className="site-details">{summary}<div className="site-body">{children}</div></details>;\n}\n',
      'src/theme/Mermaid.js':
        "import React from 'react';\nimport Mermaid from '@theme-original/Mermaid';\nexport default function M(props) {\n  return <div className=\"site-diagram\"><Mermaid {...props} /></div>;\n}\n",
    });
    const { html, messages } = await compile(
      site,
      'docs/e.mdx',
      '## Wiring {#wiring}\n\n```js title="lamp.js"\nconst lamp = 1;\n```\n\nInline `on()` stays.\n\n<details>\n  <summary>Why</summary>\n\n  Because.\n\n</details>\n\n```mermaid\ngraph LR\n```\n',
    );
    expect(messages).toEqual([]);
    expect(html).toContain('<h2 id="wiring" class="site-h2">Wiring</h2>');
    // The theme's CodeBlock, given the fence's own props, is the block already highlighted, with its title.
    expect(html).toMatch(/<div class="site-code"><CodeBlock language="js" title="lamp.js"[^>]*><pre/);
    expect(html).toContain('Inline <code>on()</code> stays.');
    expect(html).toMatch(/<details class="site-details"><summary>Why<\/summary><div class="site-body">\s*<p>Because.<\/p><\/div><\/details>/);
    expect(html).toContain('<div class="site-diagram"><Mermaid value="graph LR"></Mermaid></div>');
  });

  it("draw inline code through a swizzled `CodeInline`, as MDXComponents/Code does, and leave the code blocks the theme's", async () => {
    const site = siteWith({
      'src/theme/CodeInline.js':
        "import React from 'react';\nimport CodeInline from '@theme-original/CodeInline';\nexport default function Mark(props) {\n  return <CodeInline {...props} className=\"site-inline\" />;\n}\n",
    });
    const { html, messages, result } = await compile(site, 'docs/g.md', 'Press `on()` twice.\n\n```js\nconst lamp = 1;\n```\n');
    expect(messages).toEqual([]);
    // The theme's original is the browser's module here, so the entry is drawn there (prerendered by the SPA's renderer).
    expect(html).toContain('Press <LocalComponent component="@theme/MDXComponents#code">on()</LocalComponent> twice.');
    expect(result.localComponents['@theme/MDXComponents#code']?.source ?? '').toContain('import C from "@theme/CodeInline";');
    // The fenced block stays the theme's CodeBlock.
    expect(html).toMatch(/<CodeBlock language="js"><pre/);
  });

  it("give an entry that needs the browser the swizzled component's own module there", async () => {
    const site = siteWith({
      'src/theme/Heading.js':
        "import React, { useState } from 'react';\nexport default function H({ as: Tag, ...props }) {\n  const [n] = useState(0);\n  return <Tag data-n={n} {...props} />;\n}\n",
    });
    const { html, messages, result } = await compile(site, 'docs/f.md', '### Stateful\n');
    expect(messages).toEqual([]);
    expect(html).toContain('<LocalComponent component="@theme/MDXComponents#h3" id="stateful">Stateful</LocalComponent>');
    const source = result.localComponents['@theme/MDXComponents#h3']?.source ?? '';
    expect(source).toContain('import C from "@theme/Heading";');
    expect(source).toContain('as: "h3"');
  });
});

describe("a swizzled MDXComponents and MDX's <Head>", () => {
  it("keeps the theme's Head when the map spreads it in, and draws the site's own Head entry when it defines one", async () => {
    const page = '<Head>\n  <meta name="lamp-series" content="brass" />\n</Head>\n\nThe brass lamp.\n';
    const spread = siteWith({
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents, blockquote: 'aside' };\n",
    });
    const kept = await compile(spread, 'docs/head.mdx', page);
    expect(kept.messages).toEqual([]);
    expect(kept.html).toBe('<Head><meta name="lamp-series" content="brass"></Head><p>The brass lamp.</p>');
    const own = siteWith({
      'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
function Head({ children }) {
  return <MDXComponents.Head>{children}<meta name="lamp-shelf" content="parts" /></MDXComponents.Head>;
}
export default { ...MDXComponents, Head };
`,
    });
    const drawn = await compile(own, 'docs/head.mdx', page);
    expect(drawn.messages).toEqual([]);
    expect(drawn.html).toBe('<Head><meta name="lamp-series" content="brass"><meta name="lamp-shelf" content="parts"></Head><p>The brass lamp.</p>');
  });
});

describe('a swizzled MDXComponents that cannot be loaded', () => {
  it('is one error naming the missing file, on the first page compiled with it', async () => {
    const broken = siteWith({
      'src/theme/MDXComponents.js':
        "import MDXComponents from '@theme-original/MDXComponents';\nimport Quote from './Quote';\nexport default { ...MDXComponents, blockquote: Quote };\n",
    });
    const first = await compile(broken, 'docs/g.md', '> quoted\n');
    const second = await compile(broken, 'docs/h.md', '> quoted\n');
    expect(first.messages).toEqual(["1: the site's MDXComponents cannot be loaded: src/theme/MDXComponents.js:2: cannot import `./Quote`: no such file"]);
    expect(second.messages).toEqual([]);
  });
});

describe('overriddenElements', () => {
  it("names the lower-case entries that are not the theme's own", () => {
    const theme = mdxComponentsMap(() => []);
    const mine = () => null;
    expect([...overriddenElements({ ...theme, default: theme, Highlight: mine, pre: mine, h2: 'h3' })]).toEqual(['pre', 'h2']);
  });
});
