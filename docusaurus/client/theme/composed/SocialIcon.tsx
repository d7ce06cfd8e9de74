import type { ComponentType, SVGProps } from 'react';
import Bluesky from '@theme/Icon/Socials/Bluesky';
import Default from '@theme/Icon/Socials/Default';
import Email from '@theme/Icon/Socials/Email';
import GitHub from '@theme/Icon/Socials/GitHub';
import Instagram from '@theme/Icon/Socials/Instagram';
import LinkedIn from '@theme/Icon/Socials/LinkedIn';
import Mastodon from '@theme/Icon/Socials/Mastodon';
import StackOverflow from '@theme/Icon/Socials/StackOverflow';
import Threads from '@theme/Icon/Socials/Threads';
import Twitch from '@theme/Icon/Socials/Twitch';
import Twitter from '@theme/Icon/Socials/Twitter';
import X from '@theme/Icon/Socials/X';
import YouTube from '@theme/Icon/Socials/YouTube';
import type { SocialPlatform } from '../../../../web/theme/AuthorSocials/social-platforms';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Each platform's `@theme/Icon/Socials/<Name>`, as theme-classic's `Blog/Components/Author/Socials` maps a `socials` key to it. */
const ICONS: Record<SocialPlatform, Icon> = {
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

/**
 * An author's social icon (`web/theme/AuthorSocials/SocialIcon.tsx`) for a site that swizzles an
 * `Icon/Socials/*` (`CHROME_COMPOSITIONS`): the platform's `@theme/Icon/Socials/<Name>`, the site's
 * where it swizzles it, `Icon/Socials/Default` for a key of no known platform, given the icon's
 * `className` as Docusaurus gives it.
 */
export function SocialIcon({ platform, ...props }: SVGProps<SVGSVGElement> & { platform: SocialPlatform | null }) {
  const Drawn = platform ? ICONS[platform] : Default;
  return <Drawn {...props} />;
}
