import { AdmonitionIcon } from '../../../../theme/Admonition';

/** `@theme/Admonition/Icon/Warning`. */
export default function AdmonitionWarningIcon() {
  return <AdmonitionIcon type="warning" />;
}
