import BlogSidebar from '../BlogSidebar';

/** `@theme/BlogSidebar/Desktop`: this theme's blog sidebar adapts to the width itself. */
export default BlogSidebar;
