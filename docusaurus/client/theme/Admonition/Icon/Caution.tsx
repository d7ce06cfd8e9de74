import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Caution`. */
export default function AdmonitionCautionIcon() {
  return <AdmonitionIcon type="caution" />;
}
