import BlogSidebar from '../BlogSidebar';

/** `@theme/BlogSidebar/Mobile`: this theme's blog sidebar adapts to the width itself. */
export default BlogSidebar;
