import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Twitter`: a round badge marked "T" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function TwitterIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="twitter" {...props} />;
}
