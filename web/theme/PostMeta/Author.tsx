import type { BlogAuthor } from '../../../common/contract';
import { Link } from '../Link';
import { AuthorSocials } from '../AuthorSocials';

/** One author of a byline, linking to their page when they have one (else their URL), with their social links: Docusaurus's `Blog/Components/Author`. */
export function PostMetaAuthor({ author }: { author: BlogAuthor }) {
  return (
    <>
      {author.page ? <Link href={author.page}>{author.name}</Link> : author.url ? <Link href={author.url}>{author.name}</Link> : author.name}
      <AuthorSocials socials={author.socials} authorName={author.name} />
    </>
  );
}
