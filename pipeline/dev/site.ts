import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DevProblem, Manifest } from '../../common/contract.js';
import { Report, type Problem } from '../check/report.js';
import { collectDocuments, type SourceDocument } from '../content/collect.js';
import { createLinkResolver, linkRootsOf } from '../routes/links.js';
import type { LinkResolver } from '../mdx/plugins/links/index.js';
import { mapLimit } from '../util/map-limit.js';
import { assignRoutes } from '../stages/routes.js';
import { reportCompileMessages } from '../stages/compile.js';
import { compileEntry, type CompileSiteOptions } from '../compile/entry.js';
import { compileImportedMarkdown, type ImportedMarkdown } from '../compile/imported-markdown.js';
import { compileOptionsOf, importedMarkdownOptionsOf } from '../compile/site-options.js';
import { hasCompileErrors, type CompiledEntry, type DocEntry, type PostEntry } from '../model/entries.js';
import { assembleSite } from '../stages/assemble.js';
import { loadSiteInputs } from '../stages/inputs.js';
import { readContentFiles } from '../stages/content-files.js';
import { staticDirsOf } from '../config/static-dirs.js';
import type { EmitStep } from '../model/emit-step.js';
import type { SiteInputs, SiteModel } from '../model/site.js';
import { compileSiteData, siteDataKey } from '../stages/site-data.js';
import type { SiteData } from '../mdx/evaluate/index.js';
import type { LocalComponentEntry } from '../mdx/evaluate/index.js';
import { readSourceFile } from './source-file.js';
import { IncrementalEmit } from './incremental-emit.js';
import { loadContentLayout, type ContentLayout } from '../../docusaurus/node/config/layout.js';
import { i18nJson, loadI18n, localeDir } from '../i18n/locales.js';
import { localeBaseUrl } from '../../docusaurus/shared/base-url.js';
import { ENGLISH } from '../../docusaurus/shared/site-context.js';
import { localeTranslations, type LocaleTranslations } from '../i18n/translation-files.js';
import { translateLayout } from '../i18n/translate.js';
import type { I18nConfig } from '../i18n/config.js';
import { finishLocaleModel, pluginCodeTranslations } from '../i18n/finish.js';
import { placeFile, type FilePlace } from './place.js';
import { toDevProblem } from './problems.js';
import type { SiteConfig } from '../site-config.js';

export interface DevSiteOptions {
  contentRoot: string;
  preview?: boolean;
  /** Every emit step of the build; dev mode runs them in tiers (`incremental-emit.ts`). */
  steps?: EmitStep[];
  /** The steps that follow a pass (default: the search indexes, made on the search thread). */
  followSteps?: EmitStep[];
  /**
   * A non-default locale's site (`contentRoot` is then its overlay folder, `i18n.ts`): its code,
   * the original site folder (its translations: `i18n/<locale>/code.json` by default) and the path prefix of its routes.
   */
  locale?: { code: string; siteDir: string; prefix: string };
}

export interface DevPass {
  /** Routes whose chunk or sidebar changed, appeared or disappeared. */
  routes: string[];
  errors: DevProblem[];
  warnings: Problem[];
  /** Documents compiled in this pass (the rest came from the cache). */
  compiled: number;
  ms: number;
  /** CPU milliseconds the pass used (less sensitive to a busy machine than wall time). */
  cpuMs: number;
  /** Milliseconds per stage: compile, assemble, emit. */
  stages: Record<string, number>;
}

interface CachedCompile {
  source: SourceDocument;
  route: string;
  entry: CompiledEntry;
  /** Every link resolution the compile made, so a route change invalidates exactly its users. */
  links: Map<string, string | null>;
}

/** Files whose change reloads the site's config inputs (sidebars, site config, authors). */
const CONFIG_FILE = /(^|\/)(sidebars[\w-]*\.([cm]?[jt]s|json)|site\.config\.[cm]?[jt]s|authors\.ya?ml|tags\.ya?ml)$/;

/**
 * The site kept in memory between edits. Each pass re-reads only the files that changed, compiles
 * only documents whose source or link targets changed, then re-runs the cheap stages over
 * everything (routes, sidebars, link checks, chunks) and every emit step into a `MemoryOutput`.
 * A file that stops building keeps its last good version on the page while its error is shown.
 */
export class DevSite {
  readonly contentRoot: string;
  readonly display: string;
  private readonly emitter: IncrementalEmit;
  errors: DevProblem[] = [];
  /** Content file (relative to the content root) → its route, as of the last pass. */
  fileToRoute = new Map<string, string>();
  private readonly preview: boolean;
  private readonly locale: DevSiteOptions['locale'];
  private translations: LocaleTranslations | undefined;
  private inputs: SiteInputs | null = null;
  /** Where docs, blog and pages are (the Docusaurus config's plugin options), read once at start. */
  layout: ContentLayout | null = null;
  i18n: I18nConfig | null = null;
  /** The model of the last pass (its routes already under the locale's prefix). */
  model: SiteModel | null = null;

  /** Chunks, sidebars, static files, images and the manifest of the last pass. */
  get output() {
    return this.emitter.output;
  }
  get manifest(): Manifest | null {
    return this.emitter.manifest;
  }

  /** The stylesheets the compiled pages import, for the Vite dev server's settings (`bundleSettings`). */
  get pageStylesheets(): string[] {
    return [...this.compiled.values()].flatMap((c) => c.entry.compiled.stylesheets);
  }

  /** The site config file's value (stylesheets, static folders, what its Docusaurus plugins gave), for the Vite dev server. */
  get siteConfig(): SiteConfig | undefined {
    return this.inputs?.siteFile?.value;
  }

  /** The site's static folders, whose files its stylesheets may name (`url(/img/x.png)`). */
  get staticDirs(): string[] {
    return staticDirsOf(this.contentRoot, this.inputs?.siteFile?.value);
  }
  /** The local components the compiled documents use (dev mode's in-memory registry). */
  get localComponents(): Record<string, LocalComponentEntry> {
    return Object.assign({}, ...[...this.compiled.values()].map((c) => c.entry.compiled.localComponents)) as Record<string, LocalComponentEntry>;
  }
  private readonly sources = new Map<string, SourceDocument>();
  private readonly readProblems = new Map<string, Problem[]>();
  private readonly compileProblems = new Map<string, Problem[]>();
  private readonly compiled = new Map<string, CachedCompile>();
  /** Files changed since the last pass (absolute): pages whose JavaScript loaded one recompile. */
  private changedFiles = new Set<string>();
  /** What the Docusaurus hooks read (doc titles, site config), and whether this pass changed it. */
  private siteData: SiteData | null = null;
  private siteDataKey = '';
  private siteDataChanged = false;

  constructor(options: DevSiteOptions) {
    this.contentRoot = resolve(options.contentRoot);
    this.display = relative(process.cwd(), this.contentRoot) || '.';
    this.preview = options.preview ?? false;
    this.locale = options.locale;
    this.emitter = new IncrementalEmit(
      options.locale ? `${options.locale.prefix.slice(1)}/manifest.json` : 'manifest.json',
      options.steps,
      options.followSteps,
    );
  }

  /** A file of the site at its public path (without the base URL): every emit tier, on-request steps included. */
  read(path: string): Promise<string | Buffer | null> {
    return this.emitter.read(path);
  }

  /** Whether the search indexes lag behind the last pass. */
  get searchBehind(): boolean {
    return this.emitter.behind;
  }

  /** Rebuilds the search indexes after a pass; the manifest that lists them, or null when a newer pass superseded it. */
  followSearch(): Promise<Manifest | null> {
    return this.emitter.follow();
  }

  private at = (path: string) => join(this.display, path);

  /** The locale this site is, for the site's config and plugins (loaded per locale, as in the build). */
  private localeCode = () => this.locale?.code ?? this.i18n?.defaultLocale;

  /** The first pass: contentlayer2 over the whole content root, as the build does. */
  async start(): Promise<DevPass> {
    const report = new Report();
    const i18nProblems: { file: string; line: number; message: string; warning?: boolean }[] = [];
    // A locale's translation files change its navbar, footer, sidebars and labels, as in the build.
    this.i18n = await loadI18n(this.locale?.siteDir ?? this.contentRoot, i18nProblems);
    this.translations = this.locale
      ? localeTranslations(localeDir(this.i18n, this.locale.code, this.locale.siteDir), this.locale.code, i18nProblems)
      : undefined;
    const layout = await loadContentLayout(this.contentRoot, { locale: this.locale?.code });
    this.layout = this.translations ? translateLayout(layout, this.translations) : layout;
    for (const p of i18nProblems) {
      if (p.warning) report.warn(relative(process.cwd(), p.file), p.line, 1, p.message);
      else report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
    }
    const sources = await collectDocuments(this.contentRoot, this.display, report, this.layout);
    for (const s of sources) this.sources.set(s.path, s);
    for (const p of report.problems) {
      const path = relative(this.display, p.file);
      this.readProblems.set(path, [...(this.readProblems.get(path) ?? []), p]);
    }
    this.inputs = await loadSiteInputs(this.contentRoot, this.display, this.preview, undefined, this.layout, this.translations, undefined, {
      locale: this.localeCode(),
    });
    return this.rebuild();
  }

  /** Paths relative to the content root that were added, changed or removed. */
  async update(paths: string[]): Promise<DevPass> {
    let reloadInputs = false;
    this.changedFiles = new Set(paths.map((p) => join(this.contentRoot, p)));
    for (const path of paths) {
      const place = this.layout ? placeFile(this.layout, join(this.contentRoot, path)) : null;
      if (place) this.reread(path, place);
      else if (CONFIG_FILE.test(path)) reloadInputs = true;
    }
    if (reloadInputs)
      this.inputs = await loadSiteInputs(this.contentRoot, this.display, this.preview, undefined, this.layout ?? undefined, this.translations, undefined, {
        locale: this.localeCode(),
      });
    return this.rebuild();
  }

  private reread(path: string, place: FilePlace) {
    this.readProblems.delete(path);
    if (!existsSync(join(this.contentRoot, path))) {
      this.sources.delete(path);
      this.compiled.delete(path);
      this.compileProblems.delete(path);
      return;
    }
    const read = readSourceFile(this.contentRoot, path, place);
    if ('source' in read) this.sources.set(path, read.source);
    else
      this.readProblems.set(
        path,
        read.problems.map((p) => ({ severity: 'error', file: this.at(path), ...p })),
      );
  }

  private compiledThisPass = 0;

  private async rebuild(): Promise<DevPass> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    this.compiledThisPass = 0;
    const report = new Report();
    const layout = this.layout!;
    const { docs, posts, fileToRoute } = assignRoutes(orderLikeDisk([...this.sources.values()], layout), report, this.at, layout);
    this.fileToRoute = fileToRoute;
    // The page's locale and its code.json, for Translate at build time (its problems are reported with the manifest's, below).
    const i18n = this.i18n ? i18nJson(this.i18n, this.locale?.code ?? this.i18n.defaultLocale, this.locale?.siteDir ?? this.contentRoot, []) : undefined;
    const resolveLink = createLinkResolver(fileToRoute, linkRootsOf(layout), localeBaseUrl(layout.baseUrl ?? '/', i18n ?? ENGLISH), layout.trailingSlash);
    this.siteData = compileSiteData(docs, this.inputs, i18n);
    const key = siteDataKey(this.siteData);
    this.siteDataChanged = key !== this.siteDataKey;
    this.siteDataKey = key;

    const compileAll = async <T extends DocEntry | PostEntry>(entries: T[], fallback: (e: T) => string) => {
      const out = await mapLimit(entries, 8, (e) => this.compile(e.source, e.route, fallback(e), resolveLink));
      const kept = entries.filter((_, i) => out[i] !== null);
      return { kept, compiled: out.filter((c): c is CompiledEntry => c !== null) };
    };
    const d = await compileAll(docs, (e) => e.id.split('/').pop()!);
    const p = await compileAll(posts, (e) => e.fileTitle);
    for (const c of [...d.compiled, ...p.compiled]) if (!hasCompileErrors(c)) reportCompileMessages(c, report, this.at);
    this.changedFiles.clear();
    const stages: Record<string, number> = {};
    let t = performance.now();
    stages.compile = Math.round(t - started);

    const files = readContentFiles(this.contentRoot, this.display, layout, staticDirsOf(this.contentRoot, this.inputs!.siteFile?.value));
    let model = assembleSite(this.inputs!, files, d.kept, d.compiled, p.kept, p.compiled, report);
    if (model && this.i18n) {
      const problems: { file: string; line: number; message: string }[] = [];
      // The site plugins' default `<Translate>` messages under the locale's code.json, as in the build.
      const messages = pluginCodeTranslations(this.inputs?.siteFile?.value);
      model = finishLocaleModel(model, this.i18n, this.locale?.siteDir ?? this.contentRoot, this.locale ?? null, problems, messages);
      for (const p of problems) report.error(relative(process.cwd(), p.file), p.line, 1, p.message);
    }
    stages.assemble = Math.round(performance.now() - t);
    t = performance.now();
    const before = this.manifest;
    if (model) {
      this.model = model;
      await this.emitter.emit(model);
    }
    stages.emit = Math.round(performance.now() - t);
    const problems = [...[...this.readProblems.values()].flat(), ...[...this.compileProblems.values()].flat(), ...report.problems];
    this.errors = problems.filter((x) => x.severity === 'error').map((x) => toDevProblem(x));
    return {
      routes: changedRoutes(before, this.manifest),
      errors: this.errors,
      warnings: report.warnings,
      compiled: this.compiledThisPass,
      ms: Math.round(performance.now() - started),
      cpuMs: cpuMs(process.cpuUsage(cpu)),
      stages,
    };
  }

  /** A Markdown file the site's code imports, compiled with its loader's options as the build compiles it (`compile/imported-markdown.ts`). */
  compileImportedMarkdown(file: string): Promise<ImportedMarkdown> {
    return compileImportedMarkdown(file, this.contentRoot, importedMarkdownOptionsOf(this.contentRoot, this.inputs?.siteFile?.value, this.layout, 'dev')(file));
  }

  /** The site options a compile reads, made as the build makes them (`compile/site-options.ts`). */
  private compileOptions(source: SourceDocument): CompileSiteOptions {
    return compileOptionsOf(this.contentRoot, this.inputs?.siteFile?.value, this.layout, 'dev')(source);
  }

  /** The cached compile when still valid; a failed compile keeps the last good one (or drops the file). */
  private async compile(source: SourceDocument, route: string, fallbackTitle: string, resolveLink: LinkResolver): Promise<CompiledEntry | null> {
    const cached = this.compiled.get(source.path);
    if (
      cached &&
      cached.source === source &&
      cached.route === route &&
      [...cached.links].every(([k, v]) => resolveLink(...splitKey(k)) === v) &&
      !(cached.entry.compiled.usesDocsData && this.siteDataChanged) &&
      !cached.entry.compiled.dependencies.some((d) => this.changedFiles.has(d))
    )
      return cached.entry;
    const links = new Map<string, string | null>();
    const recording: LinkResolver = (url, from) => {
      const r = resolveLink(url, from);
      links.set(`${url}\0${from}`, r);
      return r;
    };
    this.compiledThisPass++;
    const entry = await compileEntry(source, route, fallbackTitle, recording, this.contentRoot, this.siteData ?? undefined, this.compileOptions(source));
    if (hasCompileErrors(entry)) {
      const report = new Report();
      reportCompileMessages(entry, report, this.at);
      this.compileProblems.set(source.path, report.errors);
      return cached?.entry ?? null;
    }
    this.compileProblems.delete(source.path);
    this.compiled.set(source.path, { source, route, entry, links });
    return entry;
  }
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return Math.round((usage.user + usage.system) / 1000);
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf('\0');
  return [key.slice(0, i), key.slice(i + 1)];
}

/** Docs (by docs instance, in layout order), posts, then Markdown pages, as `collectDocuments` lists them; each in directory-walk order. */
function orderLikeDisk(sources: SourceDocument[], layout: ContentLayout): SourceDocument[] {
  const sections = [...layout.docs.map((d) => d.id), 'blog', 'pages'];
  const rank = (s: SourceDocument) => Math.max(0, sections.indexOf(s.kind === 'post' ? 'blog' : s.section));
  const compare = (a: string, b: string) => {
    const pa = a.split('/');
    const pb = b.split('/');
    for (let i = 0; i < Math.min(pa.length, pb.length); i++) if (pa[i] !== pb[i]) return pa[i]! < pb[i]! ? -1 : 1;
    return pa.length - pb.length;
  };
  return sources.sort((a, b) => rank(a) - rank(b) || compare(a.path, b.path));
}

/** Routes whose chunk or sidebar differs between two manifests. */
export function changedRoutes(before: Manifest | null, after: Manifest | null): string[] {
  const a = before?.routes ?? {};
  const b = after?.routes ?? {};
  const out: string[] = [];
  for (const route of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[route];
    const y = b[route];
    if (!x || !y || x.chunk !== y.chunk || x.sidebar !== y.sidebar) out.push(route);
  }
  return out.sort();
}
