import { Admonition } from '../Admonition';
import { useTranslate } from '../../app/use-translate';

/**
 * The caution banner of an unlisted page (Docusaurus's `ContentVisibility/Unlisted`): reachable by
 * its URL, in no list, not indexed. Its texts are the locale's (`code.json`), else theme-classic's.
 */
export function UnlistedBanner({ className }: { className?: string }) {
  const t = useTranslate();
  return (
    <Admonition
      type="caution"
      title={t('theme.contentVisibility.unlistedBanner.title', 'Unlisted page')}
      className={['theme-unlisted-banner', className].filter(Boolean).join(' ')}
    >
      {t(
        'theme.contentVisibility.unlistedBanner.message',
        'This page is unlisted. Search engines will not index it, and only users having a direct link can access it.',
      )}
    </Admonition>
  );
}
