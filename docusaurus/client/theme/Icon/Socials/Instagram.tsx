import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Instagram`: a round badge marked "Ig" (this theme draws no platform logos: `social-badge.tsx`). */
export default function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="Ig" {...props} />;
}
