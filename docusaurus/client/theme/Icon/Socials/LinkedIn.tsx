import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/LinkedIn`: a round badge marked "in" (this theme draws no platform logos: `social-badge.tsx`). */
export default function LinkedInIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="in" {...props} />;
}
