import type { SVGProps } from 'react';
import { SocialBadge } from '../../social-badge';

/** `@theme/Icon/Socials/Mastodon`: a round badge marked "M" (this theme draws no platform logos: `social-badge.tsx`). */
export default function MastodonIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialBadge initials="M" {...props} />;
}
