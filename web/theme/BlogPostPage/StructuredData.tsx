import type { BlogPostChunk } from '../../../common/contract';
import { blogPostingJsonLd } from '../../../common/structured-data';
import { pageMeta } from '../../../common/head-tags';
import { useRouteData } from '../../app/route-data';
import Head from '../../../docusaurus/client/api/Head';

/**
 * A post's JSON-LD (`BlogPosting`) through `<Head>`: theme-classic's `BlogPostPage/StructuredData`.
 * Drawn only in a bundle for a site that swizzles that name (`__CHROME_POST_STRUCTURED_DATA__`),
 * where the site's component takes this place (chrome-slots.ts) and the prerenderer writes no
 * JSON-LD of its own: this is what a wrapper's `@theme-original` draws, the same block the
 * prerenderer writes for every other site, so a wrapped post's head has it once.
 */
export function BlogPostStructuredData({ chunk }: { chunk: BlogPostChunk }) {
  const data = useRouteData();
  if (data?.status !== 'ok') return null;
  const { site } = data.manifest;
  const canonical = pageMeta({ site, blog: { title: '', description: '' }, route: data.path, chunk }).canonical;
  if (!canonical) return null;
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(blogPostingJsonLd(site, chunk, canonical))}</script>
    </Head>
  );
}
