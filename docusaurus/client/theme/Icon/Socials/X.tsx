import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/X`: a round badge marked "X" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function XIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="x" {...props} />;
}
