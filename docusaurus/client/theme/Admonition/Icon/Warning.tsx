import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Warning`. */
export default function AdmonitionWarningIcon() {
  return <AdmonitionIcon type="warning" />;
}
