import type { ReactNode } from 'react';
import { Admonition } from '../../../../web/theme/Admonition';

/** `@theme/Admonition/Layout`: the box of one admonition type, with the icon and title its type gives. */
export default function AdmonitionLayout({ type, icon, title, children }: { type: string; icon?: ReactNode; title?: ReactNode; children?: ReactNode }) {
  return (
    <Admonition type={type} icon={icon} title={title}>
      {children}
    </Admonition>
  );
}
