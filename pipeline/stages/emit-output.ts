/**
 * The emit stage of the build: every locale's chunks, images, search indexes, page Markdown and
 * feeds into the output (`emit.ts`'s steps, shared with dev mode), with the build's caches, social
 * cards and host rules; then the contract's schemas. `whileWaiting` is called once the site's
 * steps have left only its search thread to wait for (the build loads the prerender's bundle then).
 */
import { performance } from 'node:perf_hooks';
import type { Manifest } from '../../common/contract.js';
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
import { searchStep } from '../search/index.js';
import { SectionCache } from '../search/section-cache.js';
import { closeWorkerIndexer, indexOnWorker } from '../search/worker-indexer.js';
import { concurrently } from '../model/emit-step.js';
import type { SiteModel } from '../model/site.js';
import type { BuildRun, Emitted, SiteContent } from '../model/build.js';
import { emitChunks, emitImages, emitLocaleStatic, emitSite, siteSteps } from './emit.js';
import type { Validated } from './validate.js';
import { mark, note } from './timings.js';

export async function emitOutput(
  run: BuildRun,
  content: SiteContent,
  model: SiteModel,
  validated: Validated,
  writer: OutputWriter,
  cache: CachePaths,
  whileWaiting?: () => unknown,
): Promise<Emitted> {
  const { options, timings } = run;
  const { site, locales } = content;
  const t = performance.now();
  // Social cards are drawn for full site builds only (they set each chunk's image, so they run before the chunks).
  const cards: CardStats = { generated: 0, cached: 0, configured: 0, ms: 0 };
  // Search indexes, page Markdown and blog feeds kept between builds, one folder per content root and locale.
  const emitCaches: Record<string, TextCache> = {};
  const emitCache = (kind: TextCacheKind, locale: string) => (emitCaches[`${kind}${locale}`] = new TextCache(cache.text(kind, locale), false));
  const images = new ImageCache(cache.images);
  // Every locale's pages' search sections, kept by their stored bodies.
  const sections = new SectionCache(cache.searchSections);
  const resized = resizedImagesStep(images);
  const cardSteps = options.app ? [socialCardsStep({ cacheDir: cache.socialCards, stats: cards })] : [];
  const manifest = await emitSite(
    model,
    writer,
    [
      ...siteSteps(
        concurrently(searchStep(emitCache('search', ''), indexOnWorker, sections)),
        llmsStep(emitCache('markdown', '')),
        resized,
        feedsStep(emitCache('feeds', '')),
        cardSteps,
      ),
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
  for (const l of locales)
    localeManifests.push(
      await emitSite(
        l.model,
        writer,
        [
          concurrently(searchStep(emitCache('search', l.prefix), indexOnWorker, sections)),
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
    const caches = Object.entries(emitCaches)
      .filter(([k]) => k.startsWith(kind))
      .map(([, c]) => c.stats);
    timings[`${kind}: ${caches.reduce((n, c) => n + c.made, 0)} made, ${caches.reduce((n, c) => n + c.cached, 0)} cached`] = 0;
  }
  return { manifest, localeManifests };
}
