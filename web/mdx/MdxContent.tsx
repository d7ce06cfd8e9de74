import { memo, type ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import type { HastRoot } from '../../pipeline/contract';
import { components } from './components';

/**
 * Renders the build's HAST JSON with React. Nothing is evaluated: component elements map to the
 * registry, every string stays a string.
 */
export const MdxContent = memo(function MdxContent({ tree }: { tree: HastRoot }) {
  return (toJsxRuntime as (tree: Root, options: object) => ReactElement)(tree as unknown as Root, {
    Fragment,
    jsx,
    jsxs,
    components: components as never,
    ignoreInvalidStyle: true,
    passKeys: true,
  });
});
