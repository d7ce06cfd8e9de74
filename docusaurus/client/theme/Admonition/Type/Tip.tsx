import type { ReactNode } from 'react';
import { Admonition } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Type/Tip`. */
export default function AdmonitionTypeTip(props: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <Admonition {...props} type="tip" />;
}
