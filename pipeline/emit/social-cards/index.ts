/**
 * Social cards: every page gets an `og:image`. A page's front matter `image` wins, then the site's
 * configured `image`; otherwise a card is drawn for it at build time (render.ts, on threads of
 * their own: draw.ts) and published as `/assets/cards/<hash>.png`, named by the hash of its bytes.
 * Cards are cached in `.cache/social-cards/` (card-cache.ts), by a hash of the card's inputs and
 * the renderer's versions, under the name they are published with: a card the last output has is
 * linked there unread. The one-shot build runs this step before the chunk step (it sets each
 * chunk's `image`); dev mode does not draw cards.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RouteChunk } from '../../../common/contract.js';
import type { EmitStep } from '../../model/emit-step.js';
import type { SiteModel } from '../../model/site.js';
import { contentHash } from '../hash.js';
import { mapLimit } from '../../util/map-limit.js';
import { searchContexts } from '../../search/contexts.js';
import { rendererKey, type CardInput } from './card-input.js';
import { cardDrawer } from './draw.js';
import { CardCache } from './card-cache.js';
import { DEFAULT_LOCALE } from '../../i18n/config.js';

export interface CardStats {
  generated: number;
  /** Cards not drawn: from the cache folder, or the same card as another page's in this build. */
  cached: number;
  /** Pages whose image is their front matter's or the site's. */
  configured: number;
  ms: number;
}

export const CARDS_FOLDER = 'assets/cards';

/** The card's text for a page: its title and the section it belongs to. */
export function cardText(
  chunk: RouteChunk,
  model: Pick<SiteModel, 'site' | 'blog'>,
  sectionOf: (sidebar: string) => string,
): { title: string; section: string } {
  switch (chunk.kind) {
    case 'doc':
      return { title: chunk.title, section: chunk.sidebar ? sectionOf(chunk.sidebar) : 'Docs' };
    case 'blog-post':
      return { title: chunk.title, section: `${model.blog.title} · ${chunk.date}` };
    case 'blog-list':
    case 'blog-archive':
    case 'blog-authors':
      return { title: chunk.title, section: model.blog.title };
    case 'tags':
    case 'doc-tag':
      return { title: chunk.title, section: model.site.title };
    case 'page':
      return { title: chunk.route === '/' ? model.site.tagline || chunk.title : chunk.title, section: chunk.route === '/' ? '' : model.site.title };
  }
}

/** `cacheDir` null (`--no-cache`): every card is drawn, none is read from or kept in the cache. */
export function socialCardsStep(options: { cacheDir: string | null; stats: CardStats }): EmitStep {
  return async (model, out) => {
    const start = performance.now();
    const { stats } = options;
    const frontMatterImage = new Map<string, string>();
    for (const entry of model.entries) {
      const image = entry.source.frontMatter.image;
      if (typeof image === 'string' && /^(\/|https?:\/\/)/.test(image)) frontMatterImage.set(entry.route, image);
    }
    const labels = new Map(
      searchContexts({
        sidebars: model.sidebars.map((s) => s.name),
        docSidebar: new Map(),
        navbar: model.site.navbar,
        version: () => 'current',
        locale: model.i18n?.currentLocale ?? DEFAULT_LOCALE,
        blog: null,
      }).map((c) => [c.id, c.label]),
    );
    const logo = logoDataUrl(model);
    const renderer = rendererKey();
    const cache = new CardCache(options.cacheDir);
    const published = new Set<string>();
    /** Publishes a card once: linked from the last output when it has it, else written. */
    const publish = (name: string, size: number, png: () => Buffer): string => {
      const path = `${CARDS_FOLDER}/${name}.png`;
      if (!published.has(path)) {
        published.add(path);
        if (!out.linkKnown?.(path, size)) out.write(path, png());
      }
      return `/${path}`;
    };
    // Pages with the same card (one doc in each docs version, same title and section) share one drawing.
    const drawing = new Map<string, Promise<Buffer>>();
    const drawer = cardDrawer();
    try {
      await mapLimit(model.routes, drawer.concurrency, async ({ chunk }) => {
        const own = frontMatterImage.get(chunk.route);
        if (own || model.site.image) {
          chunk.image = own ?? model.site.image;
          stats.configured++;
          return;
        }
        const input: CardInput = { ...cardText(chunk, model, (s) => labels.get(s) ?? s), siteTitle: model.site.title, logo };
        const key = createHash('sha256').update(JSON.stringify({ input, renderer })).digest('hex').slice(0, 24);
        const kept = cache.find(key);
        if (kept) {
          stats.cached++;
          chunk.image = publish(kept.name, kept.size, () => kept.png());
          return;
        }
        let png: Buffer;
        const other = drawing.get(key);
        if (other) {
          png = await other;
          stats.cached++;
        } else {
          const drawn = drawer.draw(input);
          drawing.set(key, drawn);
          png = await drawn;
          stats.generated++;
        }
        const name = contentHash(png, 12);
        if (!other) cache.keep(key, name, png);
        chunk.image = publish(name, png.length, () => png);
      });
    } finally {
      await drawer.close();
    }
    cache.endRun();
    stats.ms = Math.round(performance.now() - start);
  };
}

/** The site logo from `static/` as a data URL, or null when it is elsewhere or missing. */
function logoDataUrl(model: SiteModel): string | null {
  const src = model.site.logo?.src;
  if (!src?.startsWith('/')) return null;
  const file = join(model.staticDir, src);
  if (!existsSync(file)) return null;
  const type = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' }[extname(file).toLowerCase()];
  return type ? `data:${type};base64,${readFileSync(file).toString('base64')}` : null;
}
