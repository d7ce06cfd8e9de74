import type { SVGProps } from 'react';
import { SocialBadge } from './social-badge';
import type { SocialPlatform } from './social-platforms';

/** Each platform's badge initials (`social-badge.tsx` says why no logos); email is an envelope. */
const INITIALS: Record<Exclude<SocialPlatform, 'email'>, string> = {
  bluesky: 'Bs',
  github: 'GH',
  instagram: 'Ig',
  linkedin: 'in',
  mastodon: 'M',
  stackoverflow: 'SO',
  threads: '@',
  twitch: 'Tw',
  twitter: 'T',
  x: 'X',
  youtube: 'YT',
};

/**
 * A social platform's icon: its badge, an envelope for email, or a globe for a platform without
 * one (`platform` null).
 * The theme's author links and the adapter's `@theme/Icon/Socials/*` both draw these.
 */
export function SocialIcon({ platform, ...props }: SVGProps<SVGSVGElement> & { platform: SocialPlatform | null }) {
  if (platform === 'email')
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" {...props}>
        <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3.5 6.5l8.5 6.5 8.5-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    );
  if (platform) return <SocialBadge initials={INITIALS[platform]} {...props} />;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9.5" />
        <path d="M2.5 12h19M12 2.5c-3 3-3 16 0 19M12 2.5c3 3 3 16 0 19" />
      </g>
    </svg>
  );
}
