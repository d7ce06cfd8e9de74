import type { ReactNode } from 'react';
import { Admonition } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Type/Warning`. */
export default function AdmonitionTypeWarning(props: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <Admonition {...props} type="warning" />;
}
