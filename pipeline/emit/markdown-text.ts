import type { Handle } from 'mdast-util-to-markdown';

/**
 * mdast-util-to-markdown's own `text` handler (`state.safe(node.value, info)`), handed only the
 * unsafe patterns whose character the text has. `safe` tries every pattern of the serializer (about
 * 45 with GFM: scope checks, a slice and a regular expression each) on every text node, and a
 * page's Markdown has thousands of them: half of the serializer's time. A pattern matches only
 * where its character is, so one whose character the text (with the characters around it) lacks
 * adds nothing, and the others run in their own order: the escaped text is the same.
 */
export const text: Handle = (node: { value: string }, _parent, state, info) => {
  const around = (info.before ?? '') + node.value + (info.after ?? '');
  const all = state.unsafe;
  state.unsafe = all.filter((pattern) => around.includes(pattern.character));
  try {
    return state.safe(node.value, info);
  } finally {
    state.unsafe = all;
  }
};
