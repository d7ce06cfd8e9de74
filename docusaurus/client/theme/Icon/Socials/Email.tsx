import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Email`: an envelope. */
export default function EmailIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform="email" {...props} />;
}
