import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/StackOverflow`: a round badge marked "SO" (this theme draws no platform logos: `social-badge.tsx`). */
export default function StackOverflowIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="SO" {...props} />;
}
