import type { ElementContent } from 'hast';
import type { Handler } from 'mdast-util-to-hast';

/** An mdast node standing for HAST made at build time (a rendered component or expression). */
export const EVALUATED = 'evaluatedHast';

export interface EvaluatedNode {
  type: typeof EVALUATED;
  data: { hast: ElementContent[] };
}

/** remark-rehype / mdast-util-to-hast handlers: the ready HAST goes in as it is. */
export const evaluatedHandlers: Record<string, Handler> = {
  [EVALUATED]: (_state, node) => (node as unknown as EvaluatedNode).data.hast,
};
