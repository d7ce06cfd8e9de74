import { Admonition } from '../../theme/Admonition';

/** `@theme/Admonition`: `type` and `title`. */
export default Admonition;
