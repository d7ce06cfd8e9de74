import type { ComponentType, SVGProps } from 'react';
import { Link } from '../../../../../../web/theme/Link';
import { socialPlatform, type SocialPlatform } from '../../../social-platforms';
import Bluesky from '../../../Icon/Socials/Bluesky';
import Default from '../../../Icon/Socials/Default';
import Email from '../../../Icon/Socials/Email';
import GitHub from '../../../Icon/Socials/GitHub';
import Instagram from '../../../Icon/Socials/Instagram';
import LinkedIn from '../../../Icon/Socials/LinkedIn';
import Mastodon from '../../../Icon/Socials/Mastodon';
import StackOverflow from '../../../Icon/Socials/StackOverflow';
import Threads from '../../../Icon/Socials/Threads';
import Twitch from '../../../Icon/Socials/Twitch';
import Twitter from '../../../Icon/Socials/Twitter';
import X from '../../../Icon/Socials/X';
import YouTube from '../../../Icon/Socials/YouTube';
import '../../../theme-parts.css';

const ICONS: Record<SocialPlatform, ComponentType<SVGProps<SVGSVGElement>>> = {
  bluesky: Bluesky,
  email: Email,
  github: GitHub,
  instagram: Instagram,
  linkedin: LinkedIn,
  mastodon: Mastodon,
  stackoverflow: StackOverflow,
  threads: Threads,
  twitch: Twitch,
  twitter: Twitter,
  x: X,
  youtube: YouTube,
};

/** `@theme/Blog/Components/Author/Socials`: a link per entry of the author's `socials` (key → URL), its platform's icon titled with its name. */
export default function BlogAuthorSocials({ author }: { author: { socials?: Record<string, string> } }) {
  return (
    <div className="author-socials">
      {Object.entries(author.socials ?? {}).map(([key, url]) => {
        const { platform, label } = socialPlatform(key);
        const Icon = platform ? ICONS[platform] : Default;
        return (
          <Link key={key} href={url} title={label} aria-label={label} className="author-social-link">
            <Icon className="author-social-icon" />
          </Link>
        );
      })}
    </div>
  );
}
