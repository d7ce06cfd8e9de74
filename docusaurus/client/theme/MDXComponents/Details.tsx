import Details from '../Details';

/** `@theme/MDXComponents/Details`: `<details>` in Markdown. */
export default Details;
