/**
 * Pages for AI tools (https://llmstxt.org): `/llms.txt` (H1 site name, blockquote summary, one H2
 * section per docs sidebar and the blog, each a list of `- [Title](url): description`),
 * `/llms-full.txt` (every page's Markdown, in the same order) and every doc and post as Markdown at
 * `<route>.md` (`common/markdown-path.ts`). Made from the compiled chunks, so partials are already
 * inlined and components are rendered the way `markdown.ts` writes them.
 */
import { isLazy } from '../util/lazy-property.js';
import type { BlogPostChunk, DocChunk, SidebarItem } from '../../common/contract.js';
import type { EmitStep, ManifestDraft } from '../model/emit-step.js';
import { TextCache } from '../cache/text-cache.js';
import type { SiteModel } from '../model/site.js';
import { markdownPath } from '../../common/markdown-path.js';
import { searchContexts } from '../search/contexts.js';
import { pageMarkdown } from './markdown.js';
import { DEFAULT_LOCALE } from '../i18n/config.js';

export interface LlmsSection {
  title: string;
  pages: (DocChunk | BlogPostChunk)[];
}

/**
 * The llms.txt convention wants one canonical set of pages: the docs of each docs plugin's last
 * version (the one at its route base). The other versions' docs are still written as `.md` pages.
 */
export function isLastVersionDoc(model: SiteModel, doc: DocChunk): boolean {
  const version = model.versions.find((v) => v.pluginId === doc.pluginId && v.name === doc.version);
  return version?.isLast ?? true;
}

/** Each page's Markdown by its body object, with the title, description, route and root it was made for. */
type MarkdownMemo = WeakMap<object, { key: string; md: string }>;

export const LLMS_PATHS = { index: '/llms.txt', full: '/llms-full.txt' } as const;

/** Docs by sidebar (in sidebar order, sidebars in navbar order), docs in no sidebar, then posts (newest first). */
export function llmsSections(model: SiteModel): LlmsSection[] {
  const docs = new Map<string, DocChunk>();
  const posts: BlogPostChunk[] = [];
  for (const { chunk } of model.routes) {
    // Unlisted pages are in neither list (only a link leads to them); their `.md` is still written.
    if (chunk.kind === 'doc') {
      if (isLastVersionDoc(model, chunk) && !chunk.unlisted) docs.set(chunk.route, chunk);
    } else if (chunk.kind === 'blog-post' && !chunk.unlisted) posts.push(chunk);
  }
  const docSidebar = new Map([...docs.values()].filter((d) => d.sidebar).map((d) => [d.route, d.sidebar!]));
  const contexts = searchContexts({
    sidebars: model.sidebars.map((s) => s.name),
    docSidebar,
    navbar: model.site.navbar,
    locale: model.i18n?.currentLocale ?? DEFAULT_LOCALE,
    version: () => 'current',
    blog: posts.length ? { label: model.blog.title } : null,
  });
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const context of contexts) {
    if (context.kind === 'blog') {
      sections.push({ title: context.label, pages: posts });
      continue;
    }
    const sidebar = model.sidebars.find((s) => s.name === context.id);
    const pages: DocChunk[] = [];
    const visit = (items: SidebarItem[]) => {
      for (const item of items) {
        const route = item.type === 'doc' ? item.route : item.type === 'category' ? item.route : null;
        const doc = route ? docs.get(route) : undefined;
        if (doc && !listed.has(doc.route)) {
          listed.add(doc.route);
          pages.push(doc);
        }
        if (item.type === 'category') visit(item.items);
      }
    };
    visit(sidebar?.items ?? []);
    if (pages.length) sections.push({ title: context.label, pages });
  }
  const rest = [...docs.values()].filter((d) => !listed.has(d.route)).sort((a, b) => a.route.localeCompare(b.route));
  if (rest.length) sections.push({ title: 'Other docs', pages: rest });
  // The blog comes last: the docs are what a tool most often needs.
  return [...sections.filter((s) => s.pages[0]?.kind === 'doc'), ...sections.filter((s) => s.pages[0]?.kind === 'blog-post')];
}

export function llmsTxt(model: SiteModel, sections: LlmsSection[]): string {
  const site = model.site;
  const lines = [`# ${oneLine(site.title)}`, '', `> ${oneLine(site.tagline || site.title)}`, ''];
  lines.push(`Every page below is also available as Markdown: the link target is that file. All of them in one file: ${siteRoot(site)}${LLMS_PATHS.full}`, '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${escapeLinkText(oneLine(page.title))}](${siteRoot(site)}${markdownPath(page.route)})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * A page's Markdown: the same body object as the last pass (dev mode: unchanged documents keep
 * their body object, so only changed pages are converted again; all of them take seconds) or the
 * same chunk file as the last build (`cache`, by the chunk's content-hashed name, which covers its
 * title, description, route and body) is not converted again. The memo by body is the step's own,
 * so a one-shot build does not keep every page's Markdown past its emit.
 */
function markdownOf(cache: TextCache, byBody: MarkdownMemo, manifest: ManifestDraft, site: { url: string; baseUrl: string }) {
  const root = siteRoot(site);
  return (page: DocChunk | BlogPostChunk) => {
    const key = JSON.stringify([page.title, page.description, page.route, root]);
    // A body read on demand (from the build cache or the body store) is not read for the memo:
    // the chunk file's name says whether the page changed.
    const held = isLazy(page, 'body') ? undefined : page.body;
    const memo = held && byBody.get(held);
    if (memo?.key === key) return memo.md;
    const make = () => pageMarkdown({ title: page.title, description: page.description, url: `${root}${page.route}`, body: page.body }, root);
    const md = cache.text(['page-markdown', manifest.routes[page.route]?.chunk ?? page, root], make);
    if (held) byBody.set(held, { key, md });
    return md;
  };
}

/** The emit step: `llms.txt`, `llms-full.txt` and one `.md` per doc and post. */
export const llmsStep = (cache: TextCache): EmitStep => {
  const byBody: MarkdownMemo = new WeakMap();
  return (model, out, manifest) => {
    const sections = llmsSections(model);
    const site = model.site;
    // llms-full.txt is written as its pages come: at 10,000 pages it is 53 MB.
    const full = out.openFile(LLMS_PATHS.full.slice(1));
    full.write(`# ${oneLine(site.title)}\n\n> ${oneLine(site.tagline || site.title)}\n`);
    const written = new Set<string>();
    const pageText = markdownOf(cache, byBody, manifest, site);
    for (const section of sections) {
      for (const page of section.pages) {
        if (written.has(page.route)) continue;
        written.add(page.route);
        const md = pageText(page);
        out.write(markdownPath(page.route).slice(1), md);
        full.write(`\n---\n\n${md.trimEnd()}\n`);
      }
    }
    full.close();
    // Docs of the other versions, unlisted docs and posts: reachable as Markdown, in neither list.
    for (const { chunk } of model.routes) {
      if ((chunk.kind !== 'doc' && chunk.kind !== 'blog-post') || written.has(chunk.route)) continue;
      written.add(chunk.route);
      out.write(markdownPath(chunk.route).slice(1), pageText(chunk));
    }
    out.write(LLMS_PATHS.index.slice(1), llmsTxt(model, sections));
    cache.endRun();
  };
};

export const emitLlms: EmitStep = llmsStep(new TextCache(null));

/** Absolute URLs of the site's pages start here: its URL and base URL (routes have no base URL). */
function siteRoot(site: { url: string; baseUrl: string }): string {
  return `${site.url}${site.baseUrl.replace(/\/$/, '')}`;
}

/**
 * Another locale's pages as Markdown (`/ar/docs/x.md`), so "Copy page" works there too; the site's
 * `llms.txt` stays the default locale's.
 */
export const localeMarkdownStep = (cache: TextCache): EmitStep => {
  const byBody: MarkdownMemo = new WeakMap();
  return (model, out, manifest) => {
    const pageText = markdownOf(cache, byBody, manifest, model.site);
    for (const { chunk } of model.routes)
      if (chunk.kind === 'doc' || chunk.kind === 'blog-post') out.write(markdownPath(chunk.route).slice(1), pageText(chunk));
    cache.endRun();
  };
};

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(s: string): string {
  return s.replace(/([[\]\\])/g, '\\$1');
}
