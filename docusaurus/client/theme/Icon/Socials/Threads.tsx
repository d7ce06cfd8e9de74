import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Threads`: a round badge marked "@" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function ThreadsIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="threads" {...props} />;
}
