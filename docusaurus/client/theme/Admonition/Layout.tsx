import type { ReactNode } from 'react';
import { Admonition } from '../../../../web/theme/Admonition';

/**
 * `@theme/Admonition/Layout`: the box of one admonition type, with the icon and title its type
 * gives, and the `className` its caller gives (theme-classic's banners mark theirs with it).
 */
export default function AdmonitionLayout({
  type,
  icon,
  title,
  className,
  children,
}: {
  type: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Admonition type={type} icon={icon} title={title} className={className}>
      {children}
    </Admonition>
  );
}
