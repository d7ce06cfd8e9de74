import type { SVGProps } from 'react';
import { SocialIcon } from '../../../../../web/theme/AuthorSocials/SocialIcon';

/** `@theme/Icon/Socials/Default`: a globe, for a platform without an icon of its own. */
export default function DefaultSocialIcon(props: SVGProps<SVGSVGElement>) {
  return <SocialIcon platform={null} {...props} />;
}
