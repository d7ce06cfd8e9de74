import { components } from '../../mdx/components';

/** `@theme/MDXComponents`: the element → component map content is rendered with. */
export default components;
