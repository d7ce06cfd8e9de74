import type { ReactNode } from 'react';
import { BlogPostItemHeader } from '../../../web/theme/BlogPostItem/Header';
import { BlogPostItemFooter } from '../../../web/theme/BlogPostItem/Footer';
import Content from './BlogPostItem/Content';
import { usePostChunk } from './BlogPostItem/post';

/** `@theme/BlogPostItem`: the post on screen's header, its content (`children`) and footer. */
export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const chunk = usePostChunk();
  return (
    <>
      {chunk && <BlogPostItemHeader chunk={chunk} />}
      <Content className={className}>{children}</Content>
      {chunk && <BlogPostItemFooter chunk={chunk} />}
    </>
  );
}
