import { AdmonitionIcon } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Icon/Note`. */
export default function AdmonitionNoteIcon() {
  return <AdmonitionIcon type="note" />;
}
