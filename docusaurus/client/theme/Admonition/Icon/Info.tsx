import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Info`. */
export default function AdmonitionInfoIcon() {
  return <AdmonitionIcon type="info" />;
}
