import ComponentTypes from './NavbarItem/ComponentTypes';

/** `@theme/NavbarItem`: one navbar item of the config's shape, by its `type` (default: a link). */
export default function NavbarItem({ type = 'default', ...props }: { type?: string } & Record<string, unknown>) {
  const Component = ComponentTypes[type as keyof typeof ComponentTypes] ?? ComponentTypes.default;
  return <Component {...props} />;
}
