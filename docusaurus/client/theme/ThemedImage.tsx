import { ThemedImage } from '../../../web/theme/ThemedImage';

/** `@theme/ThemedImage`: `sources.light` and `sources.dark`, the one of the colour mode shown by CSS (no flash, no script). */
export default ThemedImage;
