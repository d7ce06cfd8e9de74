import { Mermaid } from '../../../web/theme/Mermaid';

/** `@theme/Mermaid`: a diagram from its source (`value`). */
export default Mermaid;
