import { withoutBase } from '../../../common/base-url';
import { BASE_URL } from '../../../web/app/base-url';

/**
 * A site path as theme props give it, with or without the base URL (Docusaurus's permalinks carry
 * it, config `to`s do not; its Link takes both), as the route this theme's Link expects.
 */
export const routeOf = (path: string): string => (path.startsWith('/') ? (withoutBase(path, BASE_URL) ?? path) : path);
