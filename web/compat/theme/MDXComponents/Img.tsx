import { MarkdownImage } from '../../../theme/ImageZoom';

/** `@theme/MDXComponents/Img`: a Markdown image. */
export default MarkdownImage;
