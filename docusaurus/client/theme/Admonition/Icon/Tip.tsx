import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Tip`. */
export default function AdmonitionTipIcon() {
  return <AdmonitionIcon type="tip" />;
}
