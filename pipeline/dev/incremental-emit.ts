import type { HastRoot, Manifest, PackedHast } from '../../common/contract.js';
import { packHast, routeChunkToJson } from '../../common/hast-json.js';
import type { SiteModel } from '../model/site.js';
import { chunkEmitter, emitChunks, emitImages, emitSite, emitStatic, emitSteps } from '../stages/emit.js';
import type { EmitStep, ManifestDraft } from '../model/emit-step.js';
import { emitSearch, searchStep } from '../search/index.js';
import { indexOnWorker } from '../search/worker-indexer.js';
import { TextCache } from '../cache/text-cache.js';
import { MemoryOutput } from './memory-output.js';
import { emitResizedImages } from '../emit/resized-images.js';

/**
 * What a save needs before the page can show it: chunks (unchanged ones keep their names), static
 * files, images (resized ones only with the ideal-image plugin's `disableInDev: false`).
 */
export const PAGE_STEPS: EmitStep[] = [chunkEmitter((chunk) => routeChunkToJson(chunk, packOnce)), emitStatic, emitImages, emitResizedImages];

/**
 * Each body packed once: a save re-assembles every route, but an unchanged page keeps its compiled
 * body by reference, so its packed body is the last pass's array and the output's comparison with
 * the last chunk answers at the reference instead of walking the body (packing and comparing every
 * body was most of a save's emit on the Home Assistant site). Dev only: a build packs each body
 * once anyway, and keeping them would hold a second copy of every body until the build ends.
 */
const packed = new WeakMap<HastRoot, PackedHast>();
function packOnce(body: HastRoot): PackedHast {
  let p = packed.get(body);
  if (!p) packed.set(body, (p = packHast(body)));
  return p;
}
/**
 * What follows the page, off the save's critical path: the search indexes whose documents changed
 * (the others are kept in memory), each made on the search thread.
 */
const devSearch = searchStep(new TextCache(null), indexOnWorker);
export const FOLLOW_STEPS: EmitStep[] = [devSearch];
const SEARCH_STEPS: EmitStep[] = [emitSearch, devSearch];

/** Files the on-request steps may answer (`llms.txt`, `.md` copies of pages, feeds, ...). */
const ON_REQUEST_FILE = /\.(txt|md|xml|json)$/i;

/**
 * Dev mode's emit, in three tiers. A save re-runs only `PAGE_STEPS` and writes the manifest with
 * the search indexes of the previous pass (their files stay served), so the page updates as soon
 * as its chunk is written. `follow()` then rebuilds the search indexes (the server debounces it
 * after the pass, so a burst of saves pays for one) and rewrites the manifest with them. Every other
 * step of `emitSteps` (llms.txt, per-page Markdown, and outputs added to the build later) runs only
 * when one of its files is requested, over the latest model, once per model.
 */
export class IncrementalEmit {
  /** Chunks, sidebars, images, static files and the manifest: always current. */
  readonly output = new MemoryOutput();
  private readonly followed = new MemoryOutput();
  private readonly onRequest = new MemoryOutput();
  private readonly lazySteps: EmitStep[];
  private model: SiteModel | null = null;
  private followedModel: SiteModel | null = null;
  private lazyModel: SiteModel | null = null;
  private search: Manifest['search'] = null;
  private followedKey = '';
  manifest: Manifest | null = null;

  constructor(
    private readonly manifestFile = 'manifest.json',
    steps: EmitStep[] = emitSteps,
    private readonly followSteps: EmitStep[] = FOLLOW_STEPS,
  ) {
    this.lazySteps = steps.filter((s) => s !== emitChunks && !PAGE_STEPS.includes(s) && !SEARCH_STEPS.includes(s) && !followSteps.includes(s));
  }

  /** The page tier over a new model; the manifest keeps the last search indexes until `follow()`. */
  async emit(model: SiteModel): Promise<Manifest> {
    const upToDate = !this.behind;
    this.model = model;
    this.output.begin();
    const keepSearch: EmitStep = (_m, _o, draft) => void (draft.search = this.search);
    this.manifest = await emitSite(model, this.output, [...PAGE_STEPS, keepSearch], this.manifestFile);
    this.output.end();
    // Same chunks (their names are content hashes), sidebars and site: the indexes still hold.
    const key = searchKey(this.manifest);
    if (upToDate && key === this.followedKey) this.followedModel = model;
    this.followedKey = key;
    return this.manifest;
  }

  /** True while the search indexes were built from an older model than the page's. */
  get behind(): boolean {
    return this.model !== null && this.followedModel !== this.model;
  }

  /**
   * Rebuilds the search indexes over the current model and returns the manifest that lists them
   * (null when a newer pass came in meanwhile: its own `follow()` does the work).
   */
  async follow(): Promise<Manifest | null> {
    const model = this.model;
    if (!model || !this.manifest) return null;
    const draft = { search: null } as ManifestDraft;
    const out = new MemoryOutput();
    for (const step of this.followSteps) await step(model, out, draft);
    if (model !== this.model) return null;
    this.followed.begin();
    for (const path of out.paths()) this.followed.write(path.slice(1), out.read(path)!);
    this.followed.end();
    this.search = draft.search;
    this.followedModel = model;
    const current = this.manifest;
    const same: EmitStep = (_m, _o, d) => {
      d.routes = current.routes;
      d.sidebars = current.sidebars;
      d.search = this.search;
    };
    this.manifest = await emitSite(model, this.output, [same], this.manifestFile);
    return this.manifest;
  }

  /** A file of any tier; the on-request steps run first when the path could be one of theirs. */
  async read(path: string): Promise<string | Buffer | null> {
    const own = this.output.read(path) ?? this.followed.read(path);
    if (own !== null || !this.model || !ON_REQUEST_FILE.test(path) || path.startsWith('/_data/')) return own;
    if (this.lazyModel !== this.model) {
      const model = this.model;
      this.onRequest.begin();
      const scratch = { search: null, routes: {}, sidebars: {} } as unknown as ManifestDraft;
      for (const step of this.lazySteps) await step(model, this.onRequest, scratch);
      this.onRequest.end();
      this.lazyModel = model;
    }
    return this.onRequest.read(path);
  }
}

/** What the search indexes are built from, as the manifest names it. */
function searchKey(m: Manifest): string {
  return JSON.stringify([m.routes, m.sidebars, m.site, m.versions, m.i18n.currentLocale]);
}
