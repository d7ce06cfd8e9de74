import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Twitch`: a round badge marked "Tw" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function TwitchIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="twitch" {...props} />;
}
