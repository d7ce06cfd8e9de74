import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/GitHub`: a round badge marked "GH" (this theme draws no platform logos: `social-badge.tsx`). */
export default function GitHubIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="GH" {...props} />;
}
