import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/StackOverflow`: a round badge marked "SO" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function StackOverflowIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="stackoverflow" {...props} />;
}
