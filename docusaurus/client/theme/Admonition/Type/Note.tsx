import type { ReactNode } from 'react';
import { Admonition } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Type/Note`. */
export default function AdmonitionTypeNote(props: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <Admonition {...props} type="note" />;
}
