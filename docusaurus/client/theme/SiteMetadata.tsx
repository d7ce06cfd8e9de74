import { pageHeadTags } from '../../../common/head-tags';
import { useRouteData } from '../../../web/app/route-data';
import { loadedManifest } from '../manifest';
import Head from '../api/Head';
import SearchMetadata from './SearchMetadata';

/** The tags of the page's head that are theme-classic's `SiteMetadata`'s: the canonical URL and the locales. */
const SITE_TAGS = new Set(['canonical', 'og:url', 'og:locale', 'og:locale:alternate', 'twitter:card']);

/**
 * `@theme/SiteMetadata`: the head tags every page of the site has, as this build writes them into
 * each page's head (the canonical URL and `og:url`, the Open Graph locales, the Twitter card, by
 * the function that writes the prerendered head), and the site-wide search facets
 * (`SearchMetadata` with tag `default` and the page's locale). Drawn through `@docusaurus/Head`,
 * they stand over the page's own tags of the same name, as on Docusaurus.
 */
export default function SiteMetadata() {
  const { site, i18n } = loadedManifest();
  const data = useRouteData();
  const ok = data?.status === 'ok' ? data : null;
  // The blog's title and description name only list pages' descriptions, which are not these tags.
  const tags = pageHeadTags({ site, blog: { title: '', description: '' }, route: ok?.path ?? null, chunk: ok?.chunk ?? null, i18n }).filter((t) =>
    t.attrs.some(([k, v]) => (k === 'rel' || k === 'property' || k === 'name') && SITE_TAGS.has(v)),
  );
  return (
    <>
      <Head>
        {tags.map((t, i) => {
          const attrs = Object.fromEntries(t.attrs);
          return t.tag === 'link' ? <link key={i} rel={attrs.rel} href={attrs.href} /> : <meta key={i} {...attrs} />;
        })}
      </Head>
      <SearchMetadata tag="default" locale={i18n.currentLocale} />
    </>
  );
}
