import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/YouTube`: a round badge marked "YT" (this theme draws no platform logos: `social-badge.tsx`). */
export default function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="YT" {...props} />;
}
