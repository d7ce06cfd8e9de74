import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/LinkedIn`: a round badge marked "in" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="linkedin" {...props} />;
}
