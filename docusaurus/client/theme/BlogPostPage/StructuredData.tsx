import { useRouteData } from '../../../../web/app/route-data';
import { BlogPostStructuredData as ChromeStructuredData } from '../../../../web/theme/BlogPostPage/StructuredData';

/**
 * `@theme/BlogPostPage/StructuredData`, which a site's ejected `BlogPostPage` draws. The prerenderer
 * writes the post's `BlogPosting` JSON-LD into its head, so this draws nothing, unless the site
 * swizzles this name (`__CHROME_POST_STRUCTURED_DATA__`): then the prerenderer writes none, and
 * this is what the site's wrapper's `@theme-original` draws outside the chrome's post page (inside
 * the site's ejected `BlogPostPage`): the same block, through `<Head>`.
 */
export default function BlogPostPageStructuredData() {
  const data = useRouteData();
  if (!__CHROME_POST_STRUCTURED_DATA__ || data?.status !== 'ok' || data.chunk.kind !== 'blog-post') return null;
  return <ChromeStructuredData chunk={data.chunk} />;
}
