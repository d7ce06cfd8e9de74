/**
 * The emit stage of the build: every locale's chunks, images, search indexes, page Markdown and
 * feeds into the output (`emit.ts`'s steps, shared with dev mode), with the build's caches, social
 * cards and host rules; then the contract's schemas. `whileWaiting` is called once the site's
 * steps have left only its search thread to wait for (the build loads the prerender's bundle then).
 */
import { performance } from 'node:perf_hooks';
import type { Manifest, SearchManifest } from '../../common/contract.js';
import type { CachePaths, TextCacheKind } from '../cache/paths.js';
import { TextCache } from '../cache/text-cache.js';
import { ImageCache } from '../cache/image-cache.js';
import { llmsStep, localeMarkdownStep } from '../emit/llms.js';
import { resizedImagesStep } from '../emit/resized-images.js';
import { hostRulesStep } from '../emit/netlify.js';
import { discoveryStep } from '../emit/discovery.js';
import { feedsStep } from '../emit/blog-feeds.js';
import { socialCardsStep, type CardStats } from '../emit/social-cards/index.js';
import type { OutputWriter } from '../emit/writer.js';
import { writeSchemas } from '../schema/write.js';
import { siteSearch, startedSearchStep } from '../search/index.js';
import { SectionCache } from '../search/section-cache.js';
import { closeWorkerIndexer, indexOnWorker } from '../search/worker-indexer.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, Emitted, SiteContent } from '../model/build.js';
import { emitChunks, emitImages, emitLocaleStatic, emitSite, siteSteps } from './emit.js';
import type { Validated } from './validate.js';
import { mark, note } from './timings.js';

/** Every locale's search, started ahead of the rest of the emit (`startSearches`). */
export interface StartedSearches {
  site: Promise<SearchManifest | null>;
  locales: Promise<SearchManifest | null>[];
  /** Every locale's pages' search sections, kept by their stored bodies. */
  sections: SectionCache;
  /** Each locale's indexes kept between builds, for the build line's counts. */
  caches: TextCache[];
  /** Resolves once every search has ended, however it ended (a failed build waits for it before it removes the output). */
  settled(): Promise<void>;
}

/**
 * Starts the search of the site and then of each locale: the site's records are made and its
 * indexes queued for the search thread now, before the app's inputs are written and the other
 * steps run, so that thread (a warm build's last to finish) starts as early as it can. The files go
 * into the writer's folder; `emitOutput` puts each search in its manifest.
 */
export function startSearches({ site, locales }: SiteContent, writer: OutputWriter, cache: CachePaths): StartedSearches {
  const sections = new SectionCache(cache.searchSections);
  const caches: TextCache[] = [];
  const start = (model: SiteModel, prefix: string) => {
    const texts = new TextCache(cache.text('search', prefix), false);
    caches.push(texts);
    const started = siteSearch(model, writer, texts, indexOnWorker, sections);
    // Read by emitOutput, or by `settled` when the build fails first.
    started.catch(() => undefined);
    return started;
  };
  const siteStarted = start(site.model!, '');
  // A locale's records are made when the search before it has ended (the thread makes one index at
  // a time), so the documents waiting for it are one search's at most, as when each locale's emit
  // started its own.
  let before: Promise<unknown> = siteStarted;
  const localesStarted = locales.map((l) => {
    const started = before.then(() => start(l.model, l.prefix));
    started.catch(() => undefined);
    before = started;
    return started;
  });
  return {
    site: siteStarted,
    locales: localesStarted,
    sections,
    caches,
    settled: async () => void (await Promise.allSettled([siteStarted, ...localesStarted])),
  };
}

export async function emitOutput(
  run: BuildRun,
  content: SiteContent,
  model: SiteModel,
  validated: Validated,
  writer: OutputWriter,
  cache: CachePaths,
  search: StartedSearches,
  whileWaiting?: () => unknown,
): Promise<Emitted> {
  const { options, timings } = run;
  const { site, locales } = content;
  const t = performance.now();
  // Social cards are drawn for full site builds only (they set each chunk's image, so they run before the chunks).
  const cards: CardStats = { generated: 0, cached: 0, configured: 0, ms: 0 };
  // Page Markdown and blog feeds kept between builds, one folder per content root and locale.
  const emitCaches: Record<string, TextCache> = {};
  const emitCache = (kind: TextCacheKind, locale: string) => (emitCaches[`${kind}${locale}`] = new TextCache(cache.text(kind, locale), false));
  const images = new ImageCache(cache.images);
  const { sections } = search;
  const resized = resizedImagesStep(images);
  const cardSteps = options.app ? [socialCardsStep({ cacheDir: cache.socialCards, stats: cards })] : [];
  const manifest = await emitSite(
    model,
    writer,
    [
      ...siteSteps(startedSearchStep(search.site), llmsStep(emitCache('markdown', '')), resized, feedsStep(emitCache('feeds', '')), cardSteps),
      discoveryStep(site.siteFile?.value.sitemap),
      hostRulesStep(
        validated.redirects,
        locales.map((l) => l.model),
      ),
    ],
    'manifest.json',
    whileWaiting,
  );
  // A locale's chunks, images, search indexes and its copy of the static files; host rules are the site's.
  const localeManifests: Manifest[] = [];
  for (const [i, l] of locales.entries())
    localeManifests.push(
      await emitSite(
        l.model,
        writer,
        [
          startedSearchStep(search.locales[i]!),
          ...cardSteps,
          emitChunks,
          emitLocaleStatic(l.prefix, model),
          emitImages,
          resized,
          feedsStep(emitCache('feeds', l.prefix)),
          localeMarkdownStep(emitCache('markdown', l.prefix)),
        ],
        `${l.prefix.slice(1)}/manifest.json`,
      ),
    );
  await writeSchemas(writer);
  sections.save();
  // Every index is made: the search thread's heap (hundreds of megabytes on a large site) is freed before the prerender.
  await closeWorkerIndexer();
  images.endRun();
  mark(timings, 'emit', t);
  if (images.stats.made + images.stats.cached > 0) note(timings, `images: ${images.stats.made} resized, ${images.stats.cached} cached`, images.stats.ms);
  note(timings, `search sections: ${sections.stats.made} made, ${sections.stats.cached} cached`, 0);
  if (options.app) timings[`social cards: ${cards.generated} drawn, ${cards.cached} cached`] = cards.ms;
  for (const kind of ['search', 'markdown', 'feeds']) {
    const caches = (
      kind === 'search'
        ? search.caches
        : Object.entries(emitCaches)
            .filter(([k]) => k.startsWith(kind))
            .map(([, c]) => c)
    ).map((c) => c.stats);
    timings[`${kind}: ${caches.reduce((n, c) => n + c.made, 0)} made, ${caches.reduce((n, c) => n + c.cached, 0)} cached`] = 0;
  }
  return { manifest, localeManifests };
}
