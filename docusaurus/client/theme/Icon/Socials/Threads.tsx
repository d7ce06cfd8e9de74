import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Threads`: a round badge marked "@" (this theme draws no platform logos: `social-badge.tsx`). */
export default function ThreadsIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="@" {...props} />;
}
