import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Instagram`: a round badge marked "Ig" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="instagram" {...props} />;
}
