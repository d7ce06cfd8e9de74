import type { ComponentType } from 'react';
// Through `@theme/`, as theme-classic's imports it: a site's swizzled map (its `custom-*` types) is the one read.
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';

/** `@theme/NavbarItem`: one navbar item of the config's shape, by its `type` (default: a link). */
export default function NavbarItem({ type = 'default', ...props }: { type?: string } & Record<string, unknown>) {
  const types = ComponentTypes as unknown as Record<string, ComponentType<Record<string, unknown>> | undefined>;
  const Component = types[type] ?? ComponentTypes.default;
  return <Component {...props} />;
}
