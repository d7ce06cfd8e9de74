import type { DocHere } from '../../app/versions';
import { NavbarContent } from './Content';
// A module of its own: a site's swizzled `Navbar/Layout` takes its place (chrome-slots.ts).
import { NavbarLayout, type NavbarLayoutProps } from './Layout';
import './styles.css';

export interface NavbarProps extends Omit<NavbarLayoutProps, 'children'> {
  doc: DocHere;
}

export function Navbar(props: NavbarProps) {
  return (
    <NavbarLayout {...props}>
      <NavbarContent {...props} />
    </NavbarLayout>
  );
}
