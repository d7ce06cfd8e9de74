/** Small documents and a context for the converters' unit tests (no disk, no compiler). */
import type { HastRoot } from '../../../common/contract';
import { defaultLayout } from '../../../docusaurus/node/config/layout';
import type { SiteConfig } from '../../site-config';
import type { CompiledEntry } from '../../model/entries.js';
import type { ContentFiles } from '../../model/content-files.js';
import { Report } from '../../check/report';
import type { AssembleContext, DocItem, PostItem } from '../types';
import type { SiteInputs } from '../../model/site.js';

export const ROOT = '/site-that-is-not-on-disk';

export function paragraph(text: string): HastRoot {
  return { type: 'root', children: [{ type: 'element', tagName: 'p', children: [{ type: 'text', value: text }] }] };
}

interface EntryOptions {
  title?: string;
  route: string;
  body?: HastRoot;
  frontMatter?: Record<string, unknown>;
  headings?: string[];
  links?: { url: string; route: string | null; hash?: string; line?: number }[];
  fieldLines?: Record<string, number>;
  excerpt?: HastRoot | null;
}

function compiled(path: string, kind: 'doc' | 'post', o: EntryOptions): CompiledEntry {
  return {
    route: o.route,
    title: o.title ?? o.route,
    source: {
      kind,
      path,
      sectionPath: path.replace(/^(docs|blog)\//, ''),
      section: kind === 'doc' ? 'default' : 'blog',
      frontMatter: o.frontMatter ?? {},
      body: '',
      bodyLine: 1,
      fieldLines: o.fieldLines ?? {},
    },
    compiled: {
      body: o.body ?? paragraph(`About ${o.route}.`),
      excerpt: o.excerpt ?? null,
      toc: [],
      links: (o.links ?? []).map((l) => ({ url: l.url, route: l.route, hash: l.hash ?? null, line: l.line ?? 3, column: 1 })),
      codeBlocks: [],
      messages: [],
      analysis: { headings: (o.headings ?? []).map((id) => ({ id })), proseWords: 450, sourceWords: 450, firstHeading: null },
      localComponents: {},
      images: [],
      usesDocsData: false,
      dependencies: [],
    } as unknown as CompiledEntry['compiled'],
  };
}

export function doc(path: string, id: string, o: EntryOptions): DocItem {
  const c = compiled(path, 'doc', o);
  return { entry: { source: c.source, id, route: o.route, instance: 'default' }, compiled: c };
}

export function post(path: string, date: string, o: EntryOptions): PostItem {
  const c = compiled(path, 'post', o);
  return { entry: { source: c.source, route: o.route, date, fileTitle: path }, compiled: c };
}

export function emptyFiles(overrides: Partial<ContentFiles> = {}): ContentFiles {
  return {
    staticPaths: new Set(),
    pageModules: [],
    sitePageFiles: [],
    categoryMeta: new Map(),
    tagsFiles: new Map(),
    problems: [],
    warnings: [],
    ...overrides,
  };
}

export function context(options: { site?: Partial<SiteConfig> | null; inputs?: Partial<SiteInputs>; files?: Partial<ContentFiles> } = {}): AssembleContext {
  const layout = defaultLayout(ROOT);
  const inputs: SiteInputs = {
    contentRoot: ROOT,
    display: 'site',
    sidebarsFile: null,
    layout,
    siteFile:
      options.site === null
        ? null
        : { path: `${ROOT}/site.config.ts`, value: { title: 'Lamps', tagline: 'Wiring lamps', url: 'https://lamps.example', ...options.site } as SiteConfig },
    preview: false,
    lastUpdate: new Map(),
    authors: new Map(),
    problems: [],
    ...options.inputs,
  };
  return { inputs, files: emptyFiles(options.files), layout, report: new Report(), at: (p) => `site/${p}` };
}
