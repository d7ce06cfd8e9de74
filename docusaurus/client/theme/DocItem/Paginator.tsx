import { Paginator as ThemePaginator } from '../../../../web/theme/Paginator';
import { useTranslate } from '../../../../web/app/use-translate';
import { useDocChunk } from '../../api/use-doc';

/** `@theme/DocItem/Paginator`: the doc's previous and next pages (in the doc page's swizzled slots). */
export default function Paginator() {
  const chunk = useDocChunk();
  const t = useTranslate();
  return (
    <ThemePaginator
      previous={chunk.previous}
      next={chunk.next}
      label="Docs pages"
      previousLabel={t('theme.docs.paginator.previous', 'Previous')}
      nextLabel={t('theme.docs.paginator.next', 'Next')}
    />
  );
}
