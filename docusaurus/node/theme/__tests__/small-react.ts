/**
 * React as far as the generated theme modules use it, for the small real Vite builds of these
 * tests: an element is its component called with its props (and children), and no context is provided.
 */
export const SMALL_REACT = [
  'export const createElement = (type, props, ...children) => (typeof type === "function" ? type({ ...props, ...(children.length ? { children } : {}) }) : children);',
  'export const useContext = () => null;',
  '',
].join('\n');
