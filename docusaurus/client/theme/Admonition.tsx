import { Admonition } from '../../../web/theme/Admonition';

/** `@theme/Admonition`: `type` and `title`. */
export default Admonition;
