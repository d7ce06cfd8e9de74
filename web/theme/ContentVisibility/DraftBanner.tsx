import { Admonition } from '../Admonition';
import { useTranslate } from '../../app/use-translate';

/**
 * The caution banner of a draft page (Docusaurus's `ContentVisibility/Draft`), which only the dev
 * server shows: a production build leaves drafts out. Its texts are the locale's (`code.json`),
 * else theme-classic's.
 */
export function DraftBanner({ className }: { className?: string }) {
  const t = useTranslate();
  return (
    <Admonition
      type="caution"
      title={t('theme.contentVisibility.draftBanner.title', 'Draft page')}
      className={['theme-draft-banner', className].filter(Boolean).join(' ')}
    >
      {t('theme.contentVisibility.draftBanner.message', 'This page is a draft. It will only be visible in dev and be excluded from the production build.')}
    </Admonition>
  );
}
