import type { ComponentProps } from 'react';
import type { DocPage } from '../../../web/pages/DocPage';
import { useSlotProps } from './slot-props';

export type DocPageProps = ComponentProps<typeof DocPage>;

/**
 * The chrome's props of the doc page being drawn (`composed/DocPage.tsx` puts them in the slot
 * props), which the doc route's wrappers (`DocRoot/Layout` and its parts) draw the chrome's parts with.
 */
export function useDocPageProps(): DocPageProps {
  const props = useSlotProps<Partial<DocPageProps>>();
  if (!props?.chunk || !props.versions) throw new Error('the doc route wrappers (DocRoot, DocRoot/Layout, ...) are drawn on a doc page only');
  return props as DocPageProps;
}
