import { useBlogPost } from '../../../api/plugin-content-blog-client';
import Author from '../../Blog/Components/Author';
import '../../theme-parts.css';

/**
 * `@theme/BlogPostItem/Header/Authors`: the post's authors in a row (`col--12` for one, `col--6`
 * each for more), or their pictures alone when none has a name, as theme-classic lays them out.
 */
export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const { authors } = useBlogPost().metadata;
  if (authors.length === 0) return null;
  const imageOnly = authors.every((a) => !a.name);
  return (
    <div className={['margin-top--md margin-bottom--sm post-authors', imageOnly ? 'post-authors-images' : 'row', className].filter(Boolean).join(' ')}>
      {authors.map((author, i) => (
        <div key={i} className={imageOnly ? 'post-author-image' : authors.length === 1 ? 'col col--12' : 'col col--6'}>
          <Author author={author} />
        </div>
      ))}
    </div>
  );
}
