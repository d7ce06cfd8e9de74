import Desktop from './Desktop';

/** `@theme/DocItem/TOC/Mobile`: this theme's table of contents adapts to the width itself. */
export default Desktop;
