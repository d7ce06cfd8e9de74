import type { ReactNode } from 'react';
import { Admonition } from '../../../../../web/theme/Admonition';

/** `@theme/Admonition/Type/Danger`. */
export default function AdmonitionTypeDanger(props: { title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return <Admonition {...props} type="danger" />;
}
