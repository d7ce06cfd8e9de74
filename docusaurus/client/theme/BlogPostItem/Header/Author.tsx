import Author from '../../Blog/Components/Author';

/** `@theme/BlogPostItem/Header/Author`: one author of the post. */
export default Author;
