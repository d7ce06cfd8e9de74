import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/GitHub`: a round badge marked "GH" (this theme draws no platform logos: web/theme/AuthorSocials/social-badge.tsx). */
export default function GitHubIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="github" {...props} />;
}
