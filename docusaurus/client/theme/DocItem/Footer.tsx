import type { ComponentProps } from 'react';
import { DocItemFooter } from '../../../../web/theme/DocItem/Footer';
import { useSlotProps } from '../slot-props';

/** `@theme/DocItem/Footer` (and the `@theme-original` a swizzle wraps): the doc's tags, edit link and last update, in the doc page's slot. */
export default function Footer() {
  const props = useSlotProps<ComponentProps<typeof DocItemFooter>>();
  return props && <DocItemFooter {...props} />;
}
