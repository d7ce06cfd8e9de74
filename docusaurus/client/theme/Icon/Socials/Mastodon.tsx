import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Mastodon`: a round badge marked "M" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function MastodonIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="mastodon" {...props} />;
}
