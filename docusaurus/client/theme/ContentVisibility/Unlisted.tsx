import { UnlistedBanner } from '../../../../web/theme/ContentVisibility/UnlistedBanner';
import Head from '../../api/Head';

/**
 * `@theme/ContentVisibility/Unlisted`: the caution banner this theme draws on an unlisted post
 * (`className`), and the page's `robots` meta asking search engines not to index it, as
 * theme-classic puts them together.
 */
export default function Unlisted({ className }: { className?: string }) {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <UnlistedBanner className={className} />
    </>
  );
}
