import { Admonition } from '../../../../web/theme/Admonition';
import { translate } from '../../api/Translate';
import Head from '../../api/Head';

/**
 * `@theme/ContentVisibility/Unlisted`: the caution banner of an unlisted page (`className`), and
 * the page's `robots` meta asking search engines not to index it, as theme-classic puts them together.
 */
export default function Unlisted({ className }: { className?: string }) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Admonition
        type="caution"
        title={translate({ id: 'theme.contentVisibility.unlistedBanner.title', message: 'Unlisted page' })}
        className={['theme-unlisted-banner', className].filter(Boolean).join(' ')}
      >
        {translate({
          id: 'theme.contentVisibility.unlistedBanner.message',
          message: 'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
        })}
      </Admonition>
    </>
  );
}
