import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/X`: a round badge marked "X" (this theme draws no platform logos: `social-badge.tsx`). */
export default function XIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="X" {...props} />;
}
