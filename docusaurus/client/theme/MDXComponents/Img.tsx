import { MarkdownImage } from '../../../../web/theme/ImageZoom';

/** `@theme/MDXComponents/Img`: a Markdown image. */
export default MarkdownImage;
