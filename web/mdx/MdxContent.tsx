import { memo } from 'react';
import type { HastRoot } from '../../common/contract';
import { components } from './components';
import { renderHast } from './render-hast';

/**
 * Renders the build's HAST JSON with React. Nothing is evaluated: component elements map to the
 * registry, every string stays a string.
 */
export const MdxContent = memo(function MdxContent({ tree }: { tree: HastRoot }) {
  return <>{renderHast(tree, components)}</>;
});
