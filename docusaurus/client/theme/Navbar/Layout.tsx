import type { ComponentProps, ReactNode } from 'react';
import { NavbarLayout } from '../../../../web/theme/Navbar/Layout';
import { useSlotProps } from '../slot-props';

/** `@theme/Navbar/Layout`: the bar, its hamburger and mobile menu around `children` (in the chrome's navbar slot). */
export default function Layout({ children }: { children?: ReactNode }) {
  const props = useSlotProps<ComponentProps<typeof NavbarLayout>>();
  return props ? <NavbarLayout {...props}>{children}</NavbarLayout> : <>{children}</>;
}
