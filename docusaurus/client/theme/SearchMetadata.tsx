import Head from '../api/Head';

/**
 * `@theme/SearchMetadata`: the page's search facets as `<meta>` tags (`locale`, `version`, `tag`),
 * under Docusaurus's names and Algolia DocSearch's, which third-party search crawlers read.
 */
export default function SearchMetadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
