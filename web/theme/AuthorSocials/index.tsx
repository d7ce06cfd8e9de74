import { Link } from '../Link';
import { SocialIcon } from './SocialIcon';
import { socialPlatform } from './social-platforms';
import './author-socials.css';

/**
 * An author's `socials` (platform key → link, normalised at build time), one icon link each, as
 * theme-classic's `Blog/Components/Author/Socials` draws them: `Link` opens them as Docusaurus's
 * does (a new tab, `rel="noopener noreferrer"`, a `mailto:` too). The platform's name is the
 * link's title; its accessible name, hidden text rather than an `aria-label` (a badge's initials
 * are visible text, which a label must contain), adds the author's, so a list of several authors'
 * icons says whose each is.
 */
export function AuthorSocials({ socials, authorName }: { socials: Record<string, string> | undefined; authorName?: string }) {
  const entries = Object.entries(socials ?? {});
  if (entries.length === 0) return null;
  return (
    <span className="author-socials">
      {entries.map(([key, url]) => {
        const { platform, label } = socialPlatform(key);
        return (
          <Link key={key} href={url} title={label} className="author-social-link">
            <SocialIcon platform={platform} className="author-social-icon" />
            <span className="visually-hidden">{authorName ? `${label}: ${authorName}` : label}</span>
          </Link>
        );
      })}
    </span>
  );
}
