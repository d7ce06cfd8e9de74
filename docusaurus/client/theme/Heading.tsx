import { createElement, type HTMLAttributes } from 'react';
import { h2, h3, h4 } from '../../../web/theme/Heading';

const ANCHORED = { h2, h3, h4 } as const;

/**
 * `@theme/Heading`: `<Heading as="h2" id="x">`, with the theme's anchor link for h2–h4. Without an
 * `id` it is the plain element with its props (a doc card's title), as theme-classic draws it.
 */
export default function Heading({ as, ...props }: { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' } & HTMLAttributes<HTMLHeadingElement>) {
  const anchored = props.id ? ANCHORED[as as keyof typeof ANCHORED] : undefined;
  return anchored ? createElement(anchored, props) : createElement(as, props);
}
