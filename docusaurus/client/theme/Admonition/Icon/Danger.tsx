import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Danger`. */
export default function AdmonitionDangerIcon() {
  return <AdmonitionIcon type="danger" />;
}
