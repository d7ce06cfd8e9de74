import { AuthorSocials } from '../../../../../../web/theme/AuthorSocials';

/**
 * `@theme/Blog/Components/Author/Socials`: a link per entry of the author's `socials` (key → URL),
 * its platform's icon titled with its name: the theme's own author links, which the blog pages draw too.
 */
export default function BlogAuthorSocials({ author }: { author: { socials?: Record<string, string>; name?: string } }) {
  return <AuthorSocials socials={author.socials} authorName={author.name} />;
}
