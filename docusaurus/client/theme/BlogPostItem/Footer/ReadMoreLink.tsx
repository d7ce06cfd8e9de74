import type { ReactNode } from 'react';
import { Link, type LinkProps } from '../../../../../web/theme/Link';
import { useTranslate } from '../../../../../web/app/use-translate';

/**
 * `@theme/BlogPostItem/Footer/ReadMoreLink`: "Read more" under a post's excerpt, named for the post
 * for screen readers; the other props are the link's (`to`), as theme-classic passes them on.
 */
export default function ReadMoreLink({ blogPostTitle, ...link }: LinkProps & { blogPostTitle: string; children?: ReactNode }) {
  const t = useTranslate();
  return (
    <Link aria-label={t('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: blogPostTitle })} {...link}>
      <b>{t('theme.blog.post.readMore', 'Read more')}</b>
    </Link>
  );
}
