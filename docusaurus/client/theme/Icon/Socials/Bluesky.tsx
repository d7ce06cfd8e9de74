import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Bluesky`: a round badge marked "Bs" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function BlueskyIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="bluesky" {...props} />;
}
