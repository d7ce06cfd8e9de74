import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { loadSidebars } from '../config/load.js';
import { checkDocId, checkPostSlug, localDate, ScaffoldError, titleFromName } from './names.js';
import { sidebarHint } from './sidebar-hint.js';
import { docRoute } from '../routes/docs.js';

export interface Created {
  /** The new file, relative to the working directory. */
  file: string;
  /** What the author does next. */
  next: string;
}

/** `content/docs/<id>.md` with valid front matter; refuses to overwrite. */
export function newDoc(contentRoot: string, input: string): Created {
  const id = checkDocId(input);
  const path = join(contentRoot, 'docs', `${id}.md`);
  for (const existing of [path, path.replace(/\.md$/, '.mdx'), join(contentRoot, 'docs', id, 'index.md')]) {
    if (existsSync(existing)) throw new ScaffoldError(`${relative(process.cwd(), existing)} already exists: pick another id, or edit that file`);
  }
  const title = titleFromName(id.split('/').pop()!);
  write(
    path,
    `---
title: ${title}
description: One sentence on what this page covers, shown in search results and link previews.
---

What this page helps a developer do, in a sentence or two.

## First section

Write in MDX: headings \`##\` and \`###\` build the table of contents.
`,
  );
  const sidebars = loadSidebars(contentRoot);
  const file = sidebars ? relative(process.cwd(), sidebars.path) : 'sidebars.ts';
  const hint = sidebarHint(sidebars?.value ?? null, id, file, sidebars ? readFileSync(sidebars.path, 'utf8') : '');
  return { file: relative(process.cwd(), path), next: `Doc id "${id}", route ${docRoute({ relativePath: `${id}.md` })}.\n${hint}` };
}

/** `content/blog/<today>-<slug>.md` with valid front matter; refuses to overwrite. */
export function newPost(contentRoot: string, input: string, now = new Date()): Created {
  const slug = checkPostSlug(input);
  const date = localDate(now);
  const name = `${date}-${slug}`;
  const path = join(contentRoot, 'blog', `${name}.md`);
  for (const existing of [path, path.replace(/\.md$/, '.mdx')]) {
    if (existsSync(existing)) throw new ScaffoldError(`${relative(process.cwd(), existing)} already exists: pick another slug, or edit that file`);
  }
  const authors = authorKeys(contentRoot);
  write(
    path,
    `---
title: ${titleFromName(slug)}
authors: [${authors[0] ?? ''}]
tags: []
description: One sentence on what changed, shown on the blog list and in link previews.
---

The opening paragraph: what changed and who it affects. It is shown on the blog list.

<!-- truncate -->

The details.
`,
  );
  const keys = authors.length ? ` Authors are keys of authors.yml: ${authors.join(', ')}.` : ' Add authors to authors.yml to credit them.';
  return { file: relative(process.cwd(), path), next: `Route /blog/${date.replaceAll('-', '/')}/${slug}.${keys}` };
}

function authorKeys(contentRoot: string): string[] {
  const file = join(contentRoot, 'authors.yml');
  if (!existsSync(file)) return [];
  const data = parse(readFileSync(file, 'utf8')) as unknown;
  return data && typeof data === 'object' ? Object.keys(data) : [];
}

function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  // `wx`: fail rather than overwrite, even if the file appeared since the check.
  writeFileSync(path, text, { flag: 'wx' });
}
