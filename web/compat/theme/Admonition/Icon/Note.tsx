import { AdmonitionIcon } from '../../../../theme/Admonition';

/** `@theme/Admonition/Icon/Note`. */
export default function AdmonitionNoteIcon() {
  return <AdmonitionIcon type="note" />;
}
