import { AdmonitionIcon } from '../../../../theme/Admonition';

/** `@theme/Admonition/Icon/Info`. */
export default function AdmonitionInfoIcon() {
  return <AdmonitionIcon type="info" />;
}
