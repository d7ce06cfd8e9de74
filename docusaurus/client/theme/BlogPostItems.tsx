import type { ComponentType, ReactNode } from 'react';
import { BlogPostProvider } from '../api/plugin-content-blog-client';
import BlogPostItem from './BlogPostItem';

type Content = ComponentType & { metadata: { permalink: string } } & Parameters<typeof BlogPostProvider>[0]['content'];

/**
 * `@theme/BlogPostItems` (`items`, each post's `content`; `component`, `BlogPostItem` unless
 * given): each post inside its `BlogPostProvider`, drawn by the component around its content, as
 * Docusaurus's list pages draw them.
 */
export default function BlogPostItems({
  items,
  component: Item = BlogPostItem,
}: {
  items: { content: Content }[];
  component?: ComponentType<{ children?: ReactNode }>;
}) {
  return (
    <>
      {items.map(({ content: PostContent }) => (
        <BlogPostProvider key={PostContent.metadata.permalink} content={PostContent}>
          <Item>
            <PostContent />
          </Item>
        </BlogPostProvider>
      ))}
    </>
  );
}
