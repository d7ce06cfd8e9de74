import { AdmonitionIcon } from '../../../../theme/Admonition';

/** `@theme/Admonition/Icon/Caution`. */
export default function AdmonitionCautionIcon() {
  return <AdmonitionIcon type="caution" />;
}
