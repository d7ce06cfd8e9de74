import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Twitter`: a round badge marked "T" (this theme draws no platform logos: `social-badge.tsx`). */
export default function TwitterIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="T" {...props} />;
}
