import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/YouTube`: a round badge marked "YT" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="youtube" {...props} />;
}
