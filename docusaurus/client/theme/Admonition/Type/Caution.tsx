import type { ReactNode } from 'react';
import { Admonition } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Type/Caution`. */
export default function AdmonitionTypeCaution(props: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <Admonition {...props} type="caution" />;
}
