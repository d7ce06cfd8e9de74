import Heading from '../Heading';

/** `@theme/MDXComponents/Heading`: a Markdown heading with its anchor. */
export default Heading;
