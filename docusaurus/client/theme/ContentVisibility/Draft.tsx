import { Admonition } from '../../../../web/theme/Admonition';
import { translate } from '../../api/Translate';

/** `@theme/ContentVisibility/Draft`: the caution banner of a draft page (`className`). */
export default function Draft({ className }: { className?: string }) {
  return (
    <Admonition
      type="caution"
      title={translate({ id: 'theme.contentVisibility.draftBanner.title', message: 'Draft page' })}
      className={['theme-draft-banner', className].filter(Boolean).join(' ')}
    >
      {translate({
        id: 'theme.contentVisibility.draftBanner.message',
        message: 'This page is a draft. It will only be visible in dev and be excluded from the production build.',
      })}
    </Admonition>
  );
}
