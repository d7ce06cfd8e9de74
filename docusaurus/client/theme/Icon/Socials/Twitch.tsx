import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Twitch`: a round badge marked "Tw" (this theme draws no platform logos: `social-badge.tsx`). */
export default function TwitchIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="Tw" {...props} />;
}
