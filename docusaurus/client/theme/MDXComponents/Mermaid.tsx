import { Mermaid } from '../../../../web/theme/Mermaid';

/** `@theme/MDXComponents/Mermaid`: a diagram from its source (`value`). */
export default Mermaid;
