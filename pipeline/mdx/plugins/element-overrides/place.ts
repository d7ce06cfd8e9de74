import type { Position } from 'unist';

/** An element's key by its place in the file (the same in the MDAST and the HAST made from it), for what plugins record about it. */
export const explicitKey = (position: Position | undefined) => (position ? `${position.start.offset}-${position.end.offset}` : '');
