import { Link } from '../../../../../web/theme/Link';
import { routeOf } from '../../route';
import AuthorSocials from './Author/Socials';

interface Author {
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  page?: { permalink: string } | null;
  /** Platform → URL (Docusaurus 3.5+): drawn under the title. */
  socials?: Record<string, string>;
}

/** `@theme/Blog/Components/Author`: an author's picture, name (linked to their page or URL), title and social links. */
export default function Author({ author, className }: { author: Author; className?: string; as?: string; count?: number }) {
  const href = author.page ? routeOf(author.page.permalink) : author.url;
  return (
    <div className={['avatar margin-bottom--sm', className].filter(Boolean).join(' ')}>
      {author.imageURL && <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} width={40} height={40} />}
      <div className="avatar__intro">
        {author.name &&
          (href ? (
            <Link href={href} className="avatar__name">
              {author.name}
            </Link>
          ) : (
            <span className="avatar__name">{author.name}</span>
          ))}
        {author.title && <small className="avatar__subtitle">{author.title}</small>}
        {author.socials && <AuthorSocials author={author} />}
      </div>
    </div>
  );
}
