import { useContext } from 'react';
import { I18nContext } from '../../../../../web/app/route-data';
import { useTranslate } from '../../../../../web/app/use-translate';
import { useBlogPost } from '../../../api/plugin-content-blog-client';
import { pluralForm } from '../../plural-form';
import '../../../../../web/theme/blog.css';

/**
 * `@theme/BlogPostItem/Header/Info`: the post's date (long, in UTC, in the page's language) and
 * its reading time when the blog shows one, as theme-classic's header line (`className`).
 */
export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const { metadata } = useBlogPost();
  const i18n = useContext(I18nContext);
  const t = useTranslate();
  const locale = i18n?.currentLocale ?? 'en';
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(metadata.date));
  const minutes = metadata.readingTime === undefined ? null : Math.ceil(metadata.readingTime);
  return (
    <div className={['margin-vert--md post-meta', className].filter(Boolean).join(' ')}>
      <time dateTime={metadata.date}>{date}</time>
      {minutes !== null && (
        <>
          {' · '}
          {pluralForm(t('theme.blog.post.readingTime.plurals', 'One min read|{readingTime} min read', { readingTime: String(minutes) }), minutes, locale)}
        </>
      )}
    </div>
  );
}
