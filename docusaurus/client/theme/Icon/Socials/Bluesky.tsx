import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Bluesky`: a round badge marked "Bs" (this theme draws no platform logos: `social-badge.tsx`). */
export default function BlueskyIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="Bs" {...props} />;
}
